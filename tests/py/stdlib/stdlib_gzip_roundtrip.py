import gzip
data = b"hello world " * 20
c = gzip.compress(data)
print(c[:3], gzip.decompress(c) == data)
with gzip.open("x.gz", "wb") as f:
    f.write(b"abc\ndef\n")
with gzip.open("x.gz", "rb") as f:
    print(f.read())
with gzip.open("y.txt.gz", "wt", encoding="utf-8") as f:
    f.write("héllo\nline2\n")
with gzip.open("y.txt.gz", "rt", encoding="utf-8") as f:
    print(f.readlines())
try: gzip.decompress(b"xx")
except gzip.BadGzipFile as e: print("BadGzipFile", e)
