a, b = 1, 2
a, b = b, a
print(a, b)
first, *rest = [1, 2, 3]
*init, last = "abc"
print(first, rest, init, last)
(a, b), [c, d] = "xy", (3, 4)
print(a, b, c, d)
for k, v in sorted({"b": 2, "a": 1}.items()):
    print(k, v)
def f(*args, **kw): return args, kw
print(f(*[1, 2], *(3,), **{"a": 1}, b=2))
print([*range(3), *"ab"], {**{"x": 1}, "y": 2}, {*[1, 2], 3})
t = 1,
print(t, len(t))
for bad in [[1], [1, 2, 3, 4]]:
    try:
        x, y, z = bad
    except ValueError as e:
        print(e)
try:
    x, *y, z = [1]
except ValueError as e:
    print(e)
try:
    a, b = None
except TypeError as e:
    print(e)
