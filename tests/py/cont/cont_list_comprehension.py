print([x * x for x in range(6) if x % 2])
print([[i * j for j in range(3)] for i in range(3)])
print([c for c in 'model' if c not in 'aeiou'])
flat = [v for row in [[1, 2], [3], []] for v in row]
print(flat, len(flat))
print([(k, v) for k, v in {'a': 1, 'b': 2}.items()])
print(list(map(str, [1, 2, 3])), list(filter(None, [0, 1, '', 'a', None])))
