class Loud(dict):
    def __setitem__(self, k, v):
        print('set', k, v)
        super().__setitem__(k, v)

d = Loud(a=1)
d.update({'b': 2}, c=3)
d.setdefault('e', 5)
d['f'] = 6
print(sorted(d.items()))
e = Loud.fromkeys(['x', 'y'], 0)
print(type(e).__name__, e)

class Default(dict):
    def __missing__(self, key):
        return key.upper()

dd = Default(a='1')
print(dd['a'], dd['zz'], dd.get('zz'), 'zz' in dd, len(dd))

class Counting(dict):
    def __missing__(self, key):
        self[key] = 0
        return 0

c = Counting()
for w in 'the cat the hat'.split():
    c[w] = c[w] + 1
print(c)

from collections import Counter, defaultdict, OrderedDict
cnt = Counter('mississippi')
print(cnt['s'], cnt['z'], cnt.most_common(2))
dl = defaultdict(list)
dl['k'].append(1)
print(dict(dl), dl['missing'])
od = OrderedDict(b=1, a=2)
od.move_to_end('b')
print(od, list(od))

