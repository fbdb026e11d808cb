pairs = {(i, j) for i in range(3) for j in range(3) if i != j}
print(pairs)
print(len(pairs), (0, 1) in pairs, (1, 1) in pairs)
d = {(1, 2): 'a', (2, 1): 'b', ('x', 0): 'c'}
print(d[(2, 1)], d[1, 2], sorted(d, key=str))
print({(1, 'a'), (2, 'b'), (0, 'c'), (1.5, None)})
print(hash((1, 'a', 2.5, None)) == hash((1, 'a', 2.5, None)))
