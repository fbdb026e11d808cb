a = list(range(10))
del a[0]
del a[-1]
del a[2:4]
del a[::3]
print(a)
b = ['x', 'y']
del b[:]
print(b)
d = {'a': 1, 'b': 2}
del d['a']
print(d)
try:
    del d['a']
except KeyError as e:
    print('KeyError', e)
