import sys
print()
print("", end="")
print(None, True, 1.0, [None], (1,), {}, set(), sep="|")
print("a", "b", sep="")
print("a", "b", sep=None, end=None)
print("multi\nline", "x")
print(*"abc")
print(*[], sep="-")
print(1, 2, file=sys.stdout)
try:
    print("x", sep=5)
except TypeError as e:
    print("TypeError", e)
try:
    print("x", end=1)
except TypeError as e:
    print("TypeError", e)
try:
    print("x", file=5)
except AttributeError as e:
    print("AttributeError", e)


class R:
    def __repr__(self):
        return "R()"


class S2:
    def __str__(self):
        return "str!"


print(R(), [R()], S2(), [S2()].__repr__()[:3], str(R()), f"{R()!s} {S2()}")
sys.stdout.write("no newline")
sys.stdout.write("\n")
print("tab\tsep", "unicode: αβγ ✓", "emoji 🙂")
print(repr("\t\n\r\\"), "\\n is newline")
print("%s %s" % ("percent", "ok"), "{}".format("{}"), f"{'nested'}")
