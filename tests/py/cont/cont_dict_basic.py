d = {'lr': 0.001, 'epochs': 10, 'name': 'mlp'}
print(d, len(d), d['lr'], d.get('x'), d.get('x', 5), 'lr' in d, 'x' not in d)
d['epochs'] = 20
d['momentum'] = 0.9
print(d)
del d['name']
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
print(d.pop('lr'), d.pop('zz', None), d)
print(d.setdefault('wd', 1e-4), d.setdefault('epochs', 0), d)
d.update({'a': 1}, b=2)
d.update([('c', 3)])
print(d)
print(d.popitem(), d)
e = d.copy()
e['new'] = True
print(d, e, d == e)
d.clear()
print(d, bool(d), bool(e))
