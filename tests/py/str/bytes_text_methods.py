# bytes and bytearray text-like methods: results and errors as CPython 3.13
data = [b"", b"Hello World", b"  spaced\tout \n", b"hello_world 42", b"ABC", b"Title Case Here", b"\xe9t\xe9", b"a,b,,c", b"line1\nline2\r\nline3\rend"]
for b in data:
    print(b.lower(), b.upper(), b.swapcase(), b.capitalize(), b.title())
    print(b.isalnum(), b.isalpha(), b.isascii(), b.isdigit(), b.islower(), b.isupper(), b.isspace(), b.istitle())
    print(b.strip(), b.lstrip(), b.rstrip(), b.split(), b.rsplit(None, 1), b.split(b","), b.splitlines(), b.splitlines(True))
    print(b.find(b"l"), b.rfind(b"l"), b.count(b"l"), b.find(108), b.count(b""), b.partition(b" "), b.rpartition(b" "))
    print(b.replace(b"l", b"L"), b.replace(b"l", b"", 1), b.center(20, b"*"), b.ljust(15), b.rjust(15, b"."), b.zfill(18))
print(b"1,2,3".split(b",", 1), b"1,2,3".rsplit(b",", 1), b"  a  b  ".split(None, 1), b"  a  b  ".rsplit(None, 1))
print(b"a\tb\tc".expandtabs(), b"a\tb".expandtabs(4), b"-42".zfill(6), b"+7".zfill(4))
print(b"xxhixx".strip(b"x"), b"abcba".strip(bytearray(b"ab")), b"test.py".removesuffix(b".py"), b"test.py".removeprefix(b"te"))
print(bytes.fromhex("de ad be ef"), bytes.fromhex(""), bytearray.fromhex("0a0b"))
t = bytes.maketrans(b"abc", b"xyz")
print(b"aabbcc".translate(t), b"hello".translate(None, b"l"), len(t))
print(b"abcabc".index(b"c"), b"abcabc".rindex(b"c"), b"abcabc".find(b"c", 3), b"abcabc".find(b"c", -2), b"abc".find(b"", 5))
print(b"abc".count(b"", 1), b"aaaa".count(b"aa"), b"aaaa".replace(b"", b"-"), b"aaaa".replace(b"a", b"b", 2))
print(b", ".join([b"a", bytearray(b"b"), b"c"]))
ba = bytearray(b"Hello, World")
print(ba.lower(), ba.upper(), ba.split(b", "), ba.partition(b","), ba.strip(b"Hd"), ba.find(b"o"), ba.isalpha(), ba.title())
print(bytearray(b"-").join([b"x", b"y"]), ba.replace(b"l", b"L"), ba.center(16, b"~"), ba.splitlines(), ba.zfill(14))
errors = [
    lambda: b"abc".find("a"),
    lambda: b"abc".find(300),
    lambda: b"abc".index(b"z"),
    lambda: b"abc".rindex(b"z"),
    lambda: b"abc".strip("a"),
    lambda: b"abc".split(b""),
    lambda: b"abc".split("b"),
    lambda: b"abc".partition(b""),
    lambda: b"abc".replace("a", b"b"),
    lambda: b"abc".center(9, b"ab"),
    lambda: b"abc".ljust(9, "a"),
    lambda: bytes.fromhex("zz"),
    lambda: bytes.fromhex("abc"),
    lambda: bytes.fromhex(b"ab"),
    lambda: bytes.maketrans(b"ab", b"a"),
    lambda: b"abc".translate(b"short"),
    lambda: b"abc".lower(1),
    lambda: b"abc".find(),
    lambda: b"a".join(["x"]),
]
for f in errors:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
