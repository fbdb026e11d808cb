from collections import OrderedDict, defaultdict, Counter, namedtuple
dd = defaultdict(list)
dd['a'].append(1)
print(dict(dd), Counter('abca').most_common(1))
Pt = namedtuple('Pt', 'x y')
p = Pt(1, 2)
print(p, p.x, p._replace(x=5))
