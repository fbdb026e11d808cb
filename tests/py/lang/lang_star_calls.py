def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)

print(f(1, c=3))
print(f(*[1, 2, 3], c=5, **{'e': 6}))
print(f(1, *(2, 3), *[4], c=0, **{'d': 7}, z=1))
args = (10,)
kwargs = {'c': 'C', 'extra': True}
print(f(*args, **kwargs))
try:
    f(1, 2)
except TypeError as e:
    print('TypeError', e)
try:
    f(1, c=1, **{'c': 2})
except TypeError as e:
    print('TypeError', e)
try:
    f(*5, c=1)
except TypeError as e:
    print('TypeError', e)
try:
    f(1, c=1, **[1])
except TypeError as e:
    print('TypeError', e)

def pos_only(a, b, /, c):
    return a, b, c

print(pos_only(1, 2, c=3), pos_only(1, 2, 3))
try:
    pos_only(1, b=2, c=3)
except TypeError as e:
    print('TypeError', e)

def kw_only(*, x, y=1):
    return x + y

print(kw_only(x=1), kw_only(y=2, x=2))
try:
    kw_only(1)
except TypeError as e:
    print('TypeError', e)
first, *middle, last = range(6)
print(first, middle, last)
print(*[1, 2], *'ab', sep='-')
print([*range(3), *{'k': 1}], {**{'a': 1}, 'b': 2, **{'a': 3}})
