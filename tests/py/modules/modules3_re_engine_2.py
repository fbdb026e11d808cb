import re
tests = [
 (r"(\d+)-(\d+)", "10-20 30-40"), (r"[^a-z]+", "abc123DEF"), (r"\W+", "a, b;c"), (r"(?:ab)+", "ababx"),
 (r"a(?=b)", "ab ac"), (r"a(?!b)", "ab ac"), (r"(?<!x)y", "xy zy"), (r"[\d.]+", "v1.2.3 v10"),
 (r"\s*,\s*", "a , b,c"), (r"[-+]?\d*\.?\d+", "-1.5 +2 .5 3."), (r"(['\"]).*?\1", "say 'hi' \"yo\""),
 (r"^$", ""), (r"", "abc"), (r"a*?", "aaa"), (r"(a*)*", "b"), (r"(a|ab)(c|bcd)(d*)", "abcd"),
 (r"[\]]", "a]b"), (r"[a\-z]", "-az"), (r"\x41\u0042", "AB"), (r"[\w\s]+", "héllo wörld!"),
 (r"(?P<k>\w+)=(?P<v>[^;]*);?", "a=1;b=2;c="), (r"\$\d+", "$100 $5"), (r"colou?r", "color colour"),
 (r"(?i)[a-c]+", "ABCabcD"), (r"\bthe\b", "the other then the"), (r"(\w+)@(\w+)\.com", "x@y.com z@w.com"),
]
for p, s in tests:
    print(repr(p), re.findall(p, s), [m.span() for m in re.finditer(p, s)], re.sub(p, "#", s), re.split(p, s))
m = re.search(r"(?P<first>\w+) (?P<last>\w+)", "Jane Doe")
print(m.lastindex, m.lastgroup, m.expand(r"\g<last>, \g<first> \2"), m.re, m.string, m.pos, m.endpos)
print(re.sub(r"(\w+) (\w+)", r"\2 \1", "hello world"), re.sub("a", r"\n", "bab"), re.sub("(a)", r"\g<1>\g<1>", "bab"))
try:
    re.sub("a", r"\9", "a")
except re.error as e:
    print(e)
print(re.compile(r"\d+").search("ab12cd", 3), re.compile(r"\d").match("a1", 1), re.compile(r"\d+").findall("1 22 333", 2, 6))
print(bool(re.match("a", "a")), re.match("a", "b") is None, re.compile("a") == re.compile("a"))
x = re.compile(r"""
   (\d+)   # number
   \s*     # space
   ([a-z]+) # unit
""", re.X)
print(x.findall("10 kg 5m"), x.flags & re.X != 0)
print(re.split(r"\b", "a b"), re.split(r"x*", "axbc"), re.findall(r"\d*", "a1b"))
