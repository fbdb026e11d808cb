class Counts(dict):
    def __missing__(self, key):
        return 0
c = Counts()
c['a'] += 1
c['a'] += 1
c['b'] += 5
print(c, c['zz'], 'zz' in c, len(c))
class Default(dict):
    def __missing__(self, key):
        self[key] = v = [key]
        return v
dd = Default(x=1)
print(dd['y'], dd, dd.get('q'), isinstance(dd, dict))
from collections import defaultdict, Counter, OrderedDict
g = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    g[k].append(v)
print(dict(g), g['missing'], sorted(g))
print(Counter('abracadabra').most_common(3))
o = OrderedDict(a=1, b=2)
o.move_to_end('a')
print(list(o.items()))
