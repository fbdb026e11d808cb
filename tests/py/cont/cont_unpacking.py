a, b, c = [1, 2, 3]
print(a, b, c)
first, *middle, last = range(6)
print(first, middle, last)
(x, y), z = (1, 2), [3]
print(x, y, z)
for k, (v1, v2) in {'a': (1, 2), 'b': (3, 4)}.items():
    print(k, v1 + v2)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b, c = (1, 2)
except ValueError as e:
    print(e)
print([*range(3), *'ab'], (*[1, 2], 3), {*[1, 2], 3})
