d = dict.fromkeys(['a', 'b'], [])
d['a'].append(1)
print(d)
e = {k: [] for k in ['a', 'b']}
e['a'].append(1)
print(e)
print(dict.fromkeys(range(3), 0), dict.fromkeys('ab', None), dict.fromkeys([]))
