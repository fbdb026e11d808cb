lst = list(range(10))
lst[2:5] = ['a', 'b']
print(lst)
del lst[::3]
print(lst)
lst[1:1] = [99, 98]
lst.insert(0, -1)
lst.insert(100, 'end')
print(lst, lst.pop(), lst.pop(0), lst.index(99))
lst.remove(99)
lst.extend(range(3))
print(lst, lst.count(0), len(lst))
grid = [[0] * 3 for _ in range(2)]
grid[0][1] = 5
alias = [[0] * 3] * 2
alias[0][1] = 5
print(grid, alias)
x = [3, 1, 2]
y = x
x += [4]
x = x + [5]
print(x, y)
d = {'b': 1, 'a': 2}
d['c'] = 3
d.pop('b')
d['b'] = 4
print(d, list(d), d.popitem(), d)
d.update(z=26)
print(d | {'q': 0}, {**d, 'a': -1}, d.setdefault('a', 100), d.setdefault('new', 7), d)
d2 = dict.fromkeys('xyz', [])
d2['x'].append(1)
print(d2)
counts = {}
for ch in 'abracadabra':
    counts[ch] = counts.get(ch, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts.items(), key=lambda kv: -kv[1])[:2])
try:
    for k in d:
        d[k + k] = 1
except RuntimeError as e:
    print('RuntimeError', e)
try:
    [1, 2].remove(3)
except ValueError as e:
    print('ValueError', e)
try:
    {}['missing']
except KeyError as e:
    print('KeyError', e)
nested = {'a': {'b': {'c': 1}}}
nested['a']['b']['d'] = 2
print(nested, [k for k in nested['a']['b']])
