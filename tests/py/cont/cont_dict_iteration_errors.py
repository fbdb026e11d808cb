d = {'a': 1, 'b': 2}
try:
    for k in d:
        d['c'] = 3
except RuntimeError as e:
    print(type(e).__name__, e)
print(d)
d = {'a': 1, 'b': 2}
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print(type(e).__name__, e)
d = {i: i for i in range(3)}
try:
    for k in d:
        del d[k]
        d[k + 10] = 1
except RuntimeError as e:
    print(type(e).__name__, e)
print(d)
d = {'x': 1}
try:
    for v in d.values():
        d.pop('x')
except RuntimeError as e:
    print(type(e).__name__, e)
d = {'a': 1, 'b': 2}
for k in d:
    d[k] = d[k] * 10
print(d)
