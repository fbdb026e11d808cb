d = {'a': 1}
ks = d.keys()
vs = d.values()
its = d.items()
d['b'] = 2
d.pop('a')
print(ks, vs, its, len(ks))
print(list(ks), 'b' in ks, ks.mapping if hasattr(ks, 'mapping') and False else '')
d.clear()
print(ks, list(its))
