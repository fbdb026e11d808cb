# open() returns CPython's file classes: io.TextIOWrapper over text, BufferedReader / BufferedWriter /
# BufferedRandom over bytes, all io.IOBase, as real code checks with isinstance.
import io

for mode in ("w", "a", "x", "w+", "wb", "ab", "rb", "r+b", "r", "r+"):
    name = "f_" + mode.replace("+", "p") + ".bin"
    if mode[0] in "r":
        with open(name, "wb") as g:
            g.write(b"one\ntwo\n")
    f = open(name, mode)
    print(mode, type(f).__name__, type(f).__module__, isinstance(f, io.IOBase), isinstance(f, io.TextIOBase),
          isinstance(f, io.BufferedIOBase), isinstance(f, io.RawIOBase), repr(f).split(" name=")[0])
    if "r" in mode:
        print(f.readlines())
    f.close()
    print(f.closed, repr(f).split(" name=")[0])
f = open("lines.txt", "w")
f.writelines(["a\n", "b\n", "c\n"])
f.close()
for fn in (lambda: f.writelines(["x"]), lambda: f.readlines(), lambda: iter(f), lambda: f.__enter__()):
    try:
        fn()
    except ValueError as e:
        print(type(e).__name__, e)
with open("lines.txt") as g:
    print(g.readlines(2), g.readline(), list(g))
print(issubclass(io.BufferedIOBase, io.IOBase), issubclass(io.RawIOBase, io.IOBase))
