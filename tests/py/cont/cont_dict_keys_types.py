d = {}
d[1] = 'int'
d[1.0] = 'float'
d[True] = 'bool'
print(d)
d[2.5] = 'f'
d[(1, 2)] = 't'
d[None] = 'n'
d[frozenset({1})] = 'fs'
print(d)
print(d[1], d[2.5], d[(1, 2)], d[None], d[frozenset([1])])
print(len({0: 'a', 0.0: 'b', False: 'c'}), {-1: 1, -2: 2})
s = 'abc'
t = ''.join(['a', 'b', 'c'])
d = {s: 1}
print(d[t], t in d)
