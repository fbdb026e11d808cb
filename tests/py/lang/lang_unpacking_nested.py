(a, b), c = (1, 2), 3
[x, [y, z]] = [4, [5, 6]]
first, *rest = 'hello'
*init, last = [1, 2, 3]
h, *mid, t = range(5)
print(a, b, c, x, y, z, first, rest, init, last, h, mid, t)
for i, (k, v) in enumerate({'p': 1, 'q': 2}.items()):
    print(i, k, v)
pairs = [((1, 2), 'a'), ((3, 4), 'b')]
for (p, q), label in pairs:
    print(p + q, label)
a, b = b, a
print(a, b)
m = [[1, 2], [3, 4]]
m[0][0], m[1][1] = m[1][1], m[0][0]
print(m)
try:
    x, y = [1, 2, 3]
except ValueError as e:
    print('ValueError', e)
try:
    x, y, z = (1,)
except ValueError as e:
    print('ValueError', e)
try:
    a, *b, c = [1]
except ValueError as e:
    print('ValueError', e)
try:
    a, b = 5
except TypeError as e:
    print('TypeError', e)
d = dict(zip(*[('k1', 'k2'), (10, 20)]))
print(d, [*d], (*d.values(),))
row = {'x': 1, 'y': 2}
def f(x, y): return x * 10 + y
print(f(**row), f(*row.values()))
