class Vec:
    def __init__(self, *xs):
        self.xs = list(xs)

    def __repr__(self):
        return "Vec(" + ", ".join(str(x) for x in self.xs) + ")"

    def __add__(self, other):
        if isinstance(other, Vec):
            return Vec(*[a + b for a, b in zip(self.xs, other.xs)])
        if isinstance(other, (int, float)):
            return Vec(*[a + other for a in self.xs])
        return NotImplemented

    def __radd__(self, other):
        return self.__add__(other)

    def __sub__(self, other):
        return Vec(*[a - b for a, b in zip(self.xs, other.xs)])

    def __mul__(self, k):
        return Vec(*[a * k for a in self.xs])

    __rmul__ = __mul__

    def __matmul__(self, other):
        return sum(a * b for a, b in zip(self.xs, other.xs))

    def __truediv__(self, k):
        return Vec(*[a / k for a in self.xs])

    def __floordiv__(self, k):
        return Vec(*[a // k for a in self.xs])

    def __mod__(self, k):
        return Vec(*[a % k for a in self.xs])

    def __pow__(self, k):
        return Vec(*[a ** k for a in self.xs])

    def __neg__(self):
        return Vec(*[-a for a in self.xs])

    def __pos__(self):
        return self

    def __abs__(self):
        return Vec(*[abs(a) for a in self.xs])

    def __invert__(self):
        return Vec(*reversed(self.xs))


a = Vec(1, 2, 3)
b = Vec(4, 5, 6)
print(a + b, a + 1, 1 + a, a - b, a * 2, 3 * a)
print(a @ b, a / 2, b // 4, b % 4, a ** 2)
print(-a, +a, abs(Vec(-1, 2)), ~a)
print(sum([a, b, Vec(1, 1, 1)], Vec(0, 0, 0)))
try:
    a + "s"
except TypeError as e:
    print("TypeError:", e)
try:
    "s" + a
except TypeError as e:
    print("TypeError:", e)
try:
    a < b
except TypeError as e:
    print("TypeError:", e)
