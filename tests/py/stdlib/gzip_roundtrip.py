import gzip, io, zlib
data = b"hello gzip " * 20
c = gzip.compress(data, mtime=0)
print(c[:10], c[-8:], gzip.decompress(c) == data)
print(gzip.decompress(gzip.compress(b"a", mtime=1) + gzip.compress(b"b", mtime=2)))
real = b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff\xcbH\xcd\xc9\xc9\x07\x00\x86\xa6\x106\x05\x00\x00\x00'
print(gzip.decompress(real))
for bad in [b"xx", b"", real[:-3]]:
    try:
        print(gzip.decompress(bad))
    except (gzip.BadGzipFile, EOFError) as e:
        print(type(e).__name__, e)
with gzip.open("log.txt.gz", "wt") as f:
    f.write("line1\nline2\n")
with gzip.open("log.txt.gz", "rt") as f:
    print(f.read().splitlines())
with gzip.open("b.gz", "wb") as f:
    print(f.write(b"xyz"), f.mode == gzip.WRITE)
with gzip.open("b.gz") as f:
    print(f.read(), f.name)
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as g:
    g.write(b"abc\ndef\n")
buf.seek(0)
with gzip.GzipFile(fileobj=buf) as g:
    print(list(g))
print(issubclass(gzip.BadGzipFile, OSError))
