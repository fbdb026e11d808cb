print(list(reversed((1, 2, 3))), list(reversed(range(4))), sorted((3, 1, 2)), len({1: 2, 3: 4}))
print(tuple(sorted({3: 'c', 1: 'a'}.items())), dict(sorted({'b': 1, 'a': 2}.items())))
print(list(map(lambda kv: kv[0], {'x': 1, 'y': 2}.items())), set(x for x in [1, 1, 2]))
print(any(k.startswith('fc') for k in {'fc1': 0, 'bn': 1}), all(v > 0 for v in {'a': 1}.values()))
