import tempfile, os, re
print(tempfile.gettempdir(), tempfile.gettempprefix())
with tempfile.TemporaryDirectory() as d:
    print(re.fullmatch(r"/tmp/tmp[a-z0-9_]{8}", d) is not None, os.path.isdir(d))
    p = os.path.join(d, "ckpt.txt")
    with open(p, "w") as f:
        f.write("weights")
    print(os.listdir(d))
print(os.path.exists(d))
td = tempfile.TemporaryDirectory(prefix="run_", suffix="_x")
print(os.path.basename(td.name).startswith("run_"), td.name.endswith("_x"), repr(td).startswith("<TemporaryDirectory '/tmp/run_"))
td.cleanup(); print(os.path.exists(td.name))
with tempfile.NamedTemporaryFile(mode="w+", suffix=".json") as f:
    f.write('{"a": 1}')
    f.flush()
    f.seek(0)
    print(f.name.endswith(".json"), f.read(), os.path.exists(f.name))
    name = f.name
print(os.path.exists(name))
f = tempfile.NamedTemporaryFile(delete=False)
f.write(b"abc"); f.close()
print(open(f.name, "rb").read()); os.remove(f.name)
fd, path = tempfile.mkstemp(suffix=".bin")
print(type(fd).__name__, os.path.isfile(path), path.endswith(".bin"))
with os.fdopen(fd, "w") as fh:
    fh.write("hi")
print(open(path).read())
d2 = tempfile.mkdtemp(dir=".")
print(os.path.isabs(d2), os.path.isdir(d2), os.path.dirname(d2) == os.getcwd())
with tempfile.TemporaryFile() as t:
    t.write(b"xyz"); t.seek(0); print(t.read())
with tempfile.SpooledTemporaryFile(max_size=10, mode="w+") as s:
    s.write("spool"); s.seek(0); print(s.read())
