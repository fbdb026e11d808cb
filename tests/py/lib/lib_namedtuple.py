from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
p = Point(1, 2)
print(p, p.x, p.y, p[0], len(p), tuple(p))
x, y = p
print(x + y, p._fields, p._asdict())
print(p._replace(x=10), Point._make([3, 4]))
print(isinstance(p, tuple), p == (1, 2), Point(1, y=2))
Batch = namedtuple("Batch", "inputs targets, weight", defaults=[1.0])
b = Batch([1], [0])
print(b, Batch._field_defaults)
print(repr(Point), Point.__name__)
print(hash(p) == hash((1, 2)), sorted([Point(2, 1), Point(1, 5)]))
cases = [lambda: Point(1), lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, y=2, z=3),
         lambda: Point(1, x=2), lambda: Point._make([1]), lambda: p._replace(z=1)]
for c in cases:
    try:
        c()
    except TypeError as e:
        print(type(e).__name__, e)
for args in [("Q", ["a", "a"]), ("Q", ["_a"]), ("1Q", ["a"]), ("Q", "a def")]:
    try:
        namedtuple(*args)
    except ValueError as e:
        print(type(e).__name__, e)
R = namedtuple("R", "a b", rename=False)
print(R(a=1, b=2))
