import codecs
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE, codecs.BOM == codecs.BOM_UTF16_LE)
for name in ["utf-8", "UTF8", "latin_1", "ascii", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-8-sig", "unicode_escape", "raw_unicode_escape"]:
    info = codecs.lookup(name)
    text = "hi\n" if name == "ascii" else "h\u00e9\n" if name == "latin_1" else "h\u00e9\u20ac\n"
    enc = codecs.encode(text, name)
    print(name, info.name, enc, codecs.decode(enc, name), info.encode("ab")[1])
try:
    codecs.lookup("nope")
except LookupError as e:
    print(e)
dec = codecs.getincrementaldecoder("utf-8")()
data = "né€😀".encode("utf-8")
out = [dec.decode(data[i:i + 1]) for i in range(len(data))]
print(out, dec.decode(b"", final=True))
print(codecs.getencoder("utf-8")("é"), codecs.getdecoder("latin-1")(b"\xe9"))
print(list(codecs.iterdecode([b"\xc3", b"\xa9x"], "utf-8")))
with codecs.open("f.txt", "w", encoding="utf-8") as f:
    f.write("línea\n")
with codecs.open("f.txt", "r", encoding="utf-8") as f:
    print(repr(f.read()))
print(codecs.decode(b"a\\nb\\x41", "unicode_escape"), codecs.encode("x\ty", "unicode_escape"))
print(codecs.lookup("utf-8").incrementaldecoder.__name__)
