d = {}
for k in 'dbca':
    d[k] = ord(k)
print(d)
del d['b']
d['b'] = 0
print(d)
d['d'] = -1
print(d)
for k in list(d):
    if d[k] > 97:
        del d[k]
print(d)
d.update(z=1, a=2)
print(d, list(reversed(d)), list(reversed(d.items())))
e = dict.fromkeys(['x', 'y', 'x'], 0)
print(e)
m = {i: i * i for i in range(10)}
for i in range(0, 10, 3):
    del m[i]
m[0] = 'zero'
print(m, len(m))
print(m.popitem(), m.popitem(), m)
