names = ['a', 'b', 'c']
for i, n in enumerate(names, 1): print(i, n)
for a, b in zip(names, range(10)): print(a, b)
print(list(zip(*[(1, 'x'), (2, 'y')])))
