print(format(3.14159, ".2f"), format(42, "05d"), format(255, "x"), format(0.5, "%"))
print(format("hi", ">5"), format("hi", "<5") + "|", format("hi", "^6"), format(1234567, ","))
print(format(3))
print(repr("a'b"), repr('a"b'), repr(1.0), repr([1, "2"]), ascii("héllo"))
print(repr(None), str(None), repr(...), repr(NotImplemented))
class P:
    def __repr__(self): return "P()"
    def __format__(self, spec): return "P:" + spec
print(repr(P()), str(P()), format(P(), "abc"), f"{P():x}")
try:
    format(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
