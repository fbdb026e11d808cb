# readlines(hint): IOBase (StringIO, files) stops once the lines exceed hint, BytesIO once they reach it.
import io
for h in (0, 1, 2, 3, 4, 5, -1):
    print(h, io.StringIO("a\nb\nc\n").readlines(h), io.BytesIO(b"a\nb\nc\n").readlines(h))
    with open("x.txt", "w") as f: f.write("a\nb\nc\n")
    with open("x.txt") as f: r1 = f.readlines(h)
    with open("x.txt", "rb") as f: r2 = f.readlines(h)
    print(r1, r2)
