import codecs
with codecs.open("a.txt", "w", encoding="utf-8") as f:
    f.write("héllo\nwörld\n")
with codecs.open("a.txt", "r", "utf-8") as f:
    print(f.readlines())
with codecs.open("a.txt", "r", "utf-8") as f:
    for line in f:
        print(repr(line.rstrip("\n")))
print(codecs.encode("é", "utf-8"), codecs.decode(b"\xc3\xa9", "UTF8"), codecs.lookup("utf8").name, codecs.lookup("Latin-1").name)
print(codecs.BOM_UTF8, codecs.getencoder("ascii")("ab"), codecs.getdecoder("latin-1")(b"\xe9"))
for bad in ("nope", "utf-9"):
    try:
        codecs.lookup(bad)
    except LookupError as e:
        print("LookupError", e)
print(list(codecs.iterencode(["a", "é"], "utf-8")))
