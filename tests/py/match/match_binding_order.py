# match: names are bound only when the whole pattern matches (then the guard runs)
def t(subject):
    x = y = z = rest = "unset"
    match subject:
        case [x, 1] | [x, 2, _]:
            r = "seq-or"
        case (y, z, 3):
            r = "late"
        case {"k": x, **rest} if x > 100:
            r = "guard"
        case Point(x=x, y=0):
            r = "class"
        case _:
            r = "none"
    print(r, x, y, z, rest)
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y): self.x, self.y = x, y
for s in [[5, 1], [5, 3], [5, 2, 9], (7, 8, 4), (7, 8, 3), {"k": 5, "j": 1}, {"k": 500}, Point(1, 2), Point(3, 0), [1, 2, 3]]:
    t(s)
def u(v):
    a = b = "unset"
    match v:
        case [a, [b, 0]]:
            pass
        case _:
            pass
    print(a, b)
u([1, [2, 3]]); u([1, [2, 0]])
def w(v):
    a = "unset"
    match v:
        case (a, 1) | (2, a):
            print("m", a)
        case _:
            print("no", a)
w((5, 1)); w((2, 6)); w((3, 3))
def g(v):
    n = "unset"
    match v:
        case Point(n, 5) if n > 0:
            print("pos", n)
        case Point(x=n) as p if n < 0:
            print("neg", n, p.y)
        case _:
            print("other", n)
g(Point(1, 5)); g(Point(-1, 5)); g(Point(2, 4)); g(Point(-2, 4))


class P:
    __match_args__ = ("a", "b")

    def __init__(self, a, b):
        self.a, self.b = a, b


def nested(v):
    a = b = c = d = rest = "unset"
    match v:
        case [P(a, b=[c, *rest]), {"d": d}] if d != 0:
            print("nested", a, b, c, rest, d)
        case [P(b=b, a=a) | P(a=b, b=(a, 9)), *_]:
            print("or-class", a, b)
        case [[a, b] | (b, a, _), 7] as whole:
            print("or-seq", a, b, whole)
        case {"x": {"y": a}, **rest} | {"z": a, **rest}:
            print("or-map", a, rest)
        case _:
            print("none", a, b, c, d, rest)


for v in [
    [P(1, [2, 3, 4]), {"d": 5}],
    [P(1, [2, 3, 4]), {"d": 0}],
    [P(1, [2]), {"e": 5}],
    [P(1, 2), 3],
    [P(3, (4, 9))],
    [[1, 2], 7],
    [(1, 2, 3), 7],
    [(1, 2, 3), 8],
    {"x": {"y": 1}, "q": 2},
    {"x": {"w": 1}, "z": 3},
    {"x": 1},
]:
    nested(v)


def late(v):
    first = mid = last = "unset"
    match v:
        case [first, *mid, 0]:
            print("zero-end", first, mid)
        case [first, *mid, last] if last > first:
            print("rising", first, mid, last)
        case _:
            print("other", first, mid, last)


late([1, 2, 3, 0])
late([1, 2, 3, 9])
late([5, 2, 3, 1])
late([5])
