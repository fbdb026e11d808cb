e = SyntaxError("bad", ("f.py", 3, 5, "x = (", 3, 6))
print(str(e), e.msg, e.filename, e.lineno, e.offset, e.text, e.end_lineno, e.end_offset)
e = SyntaxError("bad")
print(str(e), e.msg, e.filename, e.lineno, repr(e))
print(str(SyntaxError("bad", ("/a/b/f.py", 3, 5, "x"))))
e = OSError(2, "No such file", "x.txt")
print(type(e).__name__, str(e), e.args, e.errno, e.strerror, e.filename)
e = OSError("plain")
print(str(e), e.errno)
e = ImportError("m", name="q")
print(e.name, e.msg, str(e), e.path)
e = AttributeError("m")
print(e.name, e.obj)
try:
    None.x
except AttributeError as err:
    print(err.name, err.obj)
e = NameError("n", name="z")
print(e.name)
print(SystemExit().code, SystemExit(3).code, SystemExit(1, 2).code)
e = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
print(str(e))
try:
    import no_such_module_xyz
except ModuleNotFoundError as err:
    print(type(err).__name__, err, err.name)
try:
    from math import nothing_here
except ImportError as err:
    print(type(err).__name__, err)
