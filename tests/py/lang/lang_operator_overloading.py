class Vec:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __repr__(self):
        return f'Vec({", ".join(map(str, self.xs))})'
    def __add__(self, o):
        if isinstance(o, (int, float)):
            return Vec(*[x + o for x in self.xs])
        return Vec(*[a + b for a, b in zip(self.xs, o.xs)])
    __radd__ = __add__
    def __sub__(self, o):
        return Vec(*[a - b for a, b in zip(self.xs, o.xs)])
    def __mul__(self, k):
        return Vec(*[x * k for x in self.xs])
    def __rmul__(self, k):
        return self * k
    def __matmul__(self, o):
        return sum(a * b for a, b in zip(self.xs, o.xs))
    def __neg__(self):
        return Vec(*[-x for x in self.xs])
    def __abs__(self):
        return sum(x * x for x in self.xs) ** 0.5
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Vec(*self.xs[i])
        return self.xs[i]
    def __setitem__(self, i, v):
        self.xs[i] = v
    def __eq__(self, o):
        return isinstance(o, Vec) and self.xs == o.xs
    def __bool__(self):
        return any(self.xs)
    def __iadd__(self, o):
        self.xs = [a + b for a, b in zip(self.xs, o.xs)]
        return self
    def __contains__(self, v):
        return v in self.xs

a, b = Vec(1, 2, 3), Vec(4, 5, 6)
print(a + b, a - b, a * 2, 3 * a, a @ b, -a, abs(Vec(3, 4)), len(a))
print(a[0], a[-1], a[1:], a + 1, 1 + a, sum([a, b], Vec(0, 0, 0)))
c = a
c += b
print(c, a, c is a, a == Vec(5, 7, 9), bool(Vec(0, 0)), 7 in a)
a[0] = 100
print(a, a[::2])
try:
    a / 2
except TypeError as e:
    print('TypeError', e)
try:
    'x' - a
except TypeError as e:
    print('TypeError', e)
class Num:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __le__(self, o):
        return self.v <= o.v
    def __repr__(self):
        return f'N{self.v}'
print(sorted([Num(3), Num(1), Num(2)]), Num(1) > Num(0), max(Num(5), Num(7)))
