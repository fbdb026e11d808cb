import copy
a = [[1, 2], [3]]
b = list(a)
c = copy.deepcopy(a)
a[0].append(99)
print(a, b, c)
d = {'k': [1]}
e = dict(d)
f = copy.copy(d)
g = copy.deepcopy(d)
d['k'].append(2)
print(d, e, f, g)
s = {1, 2}
t = set(s)
t.add(3)
print(s, t)
x = [0] * 3
y = x * 2
x[0] = 9
print(x, y)
