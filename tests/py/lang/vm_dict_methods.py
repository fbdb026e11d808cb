d = dict(a=1)
d.update({'b': 2}, c=3)
print(d, d.pop('a'), d.get('zz'), sorted(d.items()), d.setdefault('e', 5), d)
