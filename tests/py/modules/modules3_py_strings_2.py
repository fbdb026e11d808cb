names = ["encoder.layer.0.attention.self.query.weight", "encoder.layer.0.attention.self.query.bias",
         "pooler.dense.weight", "classifier.weight"]
width = max(len(n) for n in names)
for n in names:
    print(n.ljust(width, "."), "|", n.split(".")[-1].upper())
print("\n".join(f"{i:>2}. {n}" for i, n in enumerate(names, 1)))
common = names[0]
for n in names[1:]:
    while not n.startswith(common):
        common = common[:-1]
print(repr(common))
groups = {}
for n in names:
    groups.setdefault(n.split(".")[0], []).append(n.rsplit(".", 1)[-1])
print(groups)
s = "PyTorch 模型 nn.Module"
print(len(s), s[::-1], s.casefold(), s.encode("utf-8")[:10], s.count("o"), s.find("模"))
print("a,b;c d".replace(",", " ").replace(";", " ").split())
print("{:>10}".format("右对齐"), "{:*^12}".format("中"), "%-6s|" % "ab")
print(" ".join(reversed("one two three".split())), "-".join(map(str, range(5))))
print("x".join("abc"), "abc".startswith("ab", 0, 2), "Hello"[1:-1], "hello"[10:], "ab" * 3, "ab" in "cabd")
print("line1\r\nline2\nline3".splitlines(), "a\tb".split("\t"), "  x ".lstrip(), "  x ".rstrip() + "|")
print(ord("A"), chr(20013), "%c" % 20013, ascii("中"), repr("it's"), repr('say "hi"'), str(b"bytes"))
print(f"{'left':<8}|{'center':^10}|{'right':>8}|", f"{12345.6789:,.2f}", f"{0.000012345:.2e}", f"{255:08b}")
print("Title Case Words".istitle(), "UPPER".isupper(), "lower".islower(), "123".isnumeric(), "½".isnumeric(), "²".isdigit())
