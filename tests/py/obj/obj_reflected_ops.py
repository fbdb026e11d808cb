class R:
    def __init__(self, v):
        self.v = v

    def __rsub__(self, o):
        return f"rsub({o}, {self.v})"

    def __rtruediv__(self, o):
        return f"rtruediv({o}, {self.v})"

    def __rpow__(self, o):
        return f"rpow({o}, {self.v})"

    def __rmatmul__(self, o):
        return "rmatmul"

    def __rlshift__(self, o):
        return "rlshift"

    def __rand__(self, o):
        return "rand"

    def __ror__(self, o):
        return "ror"

    def __rxor__(self, o):
        return "rxor"

    def __rmod__(self, o):
        return "rmod"

    def __rfloordiv__(self, o):
        return "rfloordiv"


r = R(2)
print(10 - r, 1 / r, 2 ** r, [1] @ r if False else "skip", 1 << r, 1 & r, 1 | r, 1 ^ r, 5 % r, 5 // r)
print(1.5 - r, "s" % r if False else "skip2")
try:
    r - 1
except TypeError as e:
    print("TypeError:", e)
try:
    r ** 2
except TypeError as e:
    print("TypeError:", e)
try:
    pow(r, 2)
except TypeError as e:
    print("TypeError:", e)
