s = "  Hello, World! Hello!  "
print(s.strip(), s.lstrip(), s.rstrip() + "|", s.strip(" !H"))
print(s.split(), s.split(","), s.split("Hello", 1), s.rsplit(None, 1), "a,b,,c".split(","))
print("a\nb\r\nc\n".splitlines(), "a\nb\n".splitlines(True), "".split(), "".split(","))
print(s.find("Hello"), s.rfind("Hello"), s.index("World"), s.count("l"), s.count(""), "abc".find("", 10))
print(s.replace("Hello", "Bye"), s.replace("l", "L", 2), s.upper(), s.lower(), s.swapcase())
print("hello world foo".title(), "hello World".capitalize(), "ß".upper(), "straße".casefold())
print("x".center(7, "*"), "x".ljust(4, "-"), "x".rjust(4), "42".zfill(5), "-42".zfill(5), "+7".zfill(4))
print("abc".startswith(("x", "a")), "abc".endswith("bc", 0, 3), "abc".startswith("b", 1))
print("a-b-c".partition("-"), "a-b-c".rpartition("-"), "abc".partition("x"), "abc".rpartition("x"))
print("123".isdigit(), "12.3".isdigit(), "abc".isalpha(), "abc1".isalnum(), " ".isspace(), "Ab".istitle(),
      "abc".islower(), "ABC".isupper(), "½".isnumeric(), "²".isdigit(), "²".isdecimal(), "a_1".isidentifier())
print(", ".join(["a", "b"]), "".join(map(str, range(5))), "-".join("xyz"))
print("tab\there".expandtabs(4), "a\tb".expandtabs(), repr("a\tb\n\\'\""))
print("prefix_name".removeprefix("prefix_"), "file.py".removesuffix(".py"), "abc".removesuffix("x"))
print("hello".translate(str.maketrans("el", "ip")), "abc".translate({ord("a"): None}), str.maketrans("ab", "cd"))
print("%s" % "x" * 3, "ab" * 0, -1 * "ab", "abc"[::-1], "abcdef"[1:5:2], "abc"[5:], "abc"[-10:2])
print(min("bca"), max("bca"), sorted("bca"), "b" in "abc", "abc" < "abd", "Z" < "a", ord("€"), chr(8364))
try:
    "abc".index("z")
except ValueError as e:
    print("ValueError", e)
try:
    ", ".join([1, 2])
except TypeError as e:
    print("TypeError", e)
try:
    "abc"[5]
except IndexError as e:
    print("IndexError", e)
try:
    "abc"[0] = "x"
except TypeError as e:
    print("TypeError", e)
print(str(b"x"), str(b"caf\xc3\xa9", "utf-8"), "café".encode(), "café".encode("ascii", "replace"), len("café".encode()))
try:
    "café".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError", e)
print("{:>5}".format("€"), "%-3s|" % "é", "abc".encode().hex())
