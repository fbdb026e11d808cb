names = ['conv', 'bn', 'relu']
for i, n in enumerate(names):
    print(i, n)
print(list(enumerate(names, start=1)))
print(dict(enumerate(names)))
print(list(zip(names, [1, 2, 3], 'xyz')))
keys, vals = zip(*[('a', 1), ('b', 2)])
print(keys, vals)
print(list(zip(*[[1, 2, 3], [4, 5, 6]])))
