a = list(range(10))
print(a[2:5], a[-3:], a[:-7], a[::3], a[8:2:-2], a[-100:100:4], a[5:2], a[::-1])
b = a[:]
b[2:5] = ['x', 'y']
print(b)
b[:0] = [-1, -2]
print(b)
b[len(b):] = 'ab'
print(b)
b[1:3] = []
print(b)
del b[::2]
print(b)
c = list(range(8))
c[::2] = [0, 0, 0, 0]
print(c)
c[::-3] = 'XYZ'
print(c)
del c[-3:]
print(c)
del c[5:1:-1]
print(c)
d = [1, 2, 3]
d[1:2] = d
print(d)
s = slice(1, None, 2)
print(a[s], s, s.start, s.stop, s.step)
