edges = set()
for i in range(6):
    edges.add((i, (i + 1) % 6))
    edges.add(((i + 2) % 6, i))
print(edges)
print(sorted(edges)[:4], len(edges))
coords = {(x, y) for x in range(-1, 2) for y in range(-1, 2)}
print(coords)
print({('a', 1), ('b', 2), ('a', 2)})
