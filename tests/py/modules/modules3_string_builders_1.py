import string
import textwrap
rows = [("conv1", 448, 0.25), ("fc", 10250, 0.5)]
lines = []
for name, n, frac in rows:
    lines.append(f"| {name:<6} | {n:>7,} | {frac:>6.1%} |")
print("\n".join(lines))
print("=" * 30, "-".center(30, "-"), sep="\n")
header = "{:<10}|{:^10}|{:>10}".format("left", "center", "right")
print(header, len(header))
print(string.ascii_lowercase, string.digits, string.punctuation[:10], string.ascii_uppercase[:5])
tmpl = string.Template("model=$model lr=${lr}")
print(tmpl.substitute(model="mlp", lr=0.1), tmpl.safe_substitute(model="x"))
text = "The quick brown fox jumps over the lazy dog " * 3
print(textwrap.fill(text, width=40))
print(textwrap.shorten(text, width=30), repr(textwrap.dedent("    a\n      b\n")))
print(textwrap.indent("x\ny", "> "), textwrap.wrap("aaa bbb ccc", 7))
s = ""
for i in range(5):
    s += str(i)
print(s, "".join(reversed(s)), s.zfill(8), f"{s:*>8}", "%s" % s)
print(repr("quote's"), repr('dq"'), repr("both'\""), repr("\x00\x7f\u00e9\u200b"), ascii("é€"), str(b"\xff"))
