d = {'a': 1, 'b': 2, 'c': 3}
print(d.popitem(), d.popitem())
d['z'] = 26
print(d, d.popitem(), d.popitem(), d)
try:
    d.popitem()
except KeyError as e:
    print('KeyError', e)
