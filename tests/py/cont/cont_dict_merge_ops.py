a = {'x': 1, 'y': 2}
b = {'y': 20, 'z': 30}
print(a | b, b | a, a)
c = a
c |= b
print(a, c is a)
c |= [('w', 0)]
print(c)
print(a == {'x': 1, 'y': 20, 'z': 30, 'w': 0}, {'a': 1} == {'a': 1.0}, {1: 'a'} != {1: 'b'})
defaults = {'lr': 0.1, 'wd': 0.0, 'betas': (0.9, 0.999)}
user = {'lr': 0.01}
print({**defaults, **user})
merged = defaults.copy(); merged.update(user)
print(merged, defaults)
