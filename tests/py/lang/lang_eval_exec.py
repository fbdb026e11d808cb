class D(dict):
    def __missing__(self, k): return k * 2
d = D(a=1)
print(d['a'], d['zz'], 'zz' in d, d.get('q'))
from collections import Counter, defaultdict
c = Counter('abracadabra'); print(c['a'], c['z'], c.most_common(2))
dd = defaultdict(list); dd['x'].append(1); print(dd)
print([x for x in [1,2]])
print(eval('1+2'), eval('x*2', {'x': 5}), eval('y', {}, {'y': 7}))
g = {}
exec('a = 1\ndef f(): return a + 1\nb = f()', g)
print(g['a'], g['b'])
x = 10
print(eval('x + 1'))
def h():
    z = 3
    return eval('z * 2')
print(h())
exec('print("hi from exec")')
try:
    eval('1 +')
except SyntaxError as e: print('SyntaxError', e)
try:
    exec('raise ValueError("boom")')
except ValueError as e: print('ValueError', e)
ns = {}
exec('import math\nr = math.sqrt(16)', ns); print(ns['r'])
print(eval('[i*i for i in range(4)]'))
