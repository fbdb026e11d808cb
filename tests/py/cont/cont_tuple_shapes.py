shapes = [(3, 224, 224), (64,), (1, 10), ()]
for s in shapes:
    n = 1
    for d in s:
        n *= d
    print(s, len(s), n)
size = (2, 3, 4)
print(size[:-1] + (size[-1] * 2,))
print(tuple(x * 2 for x in size))
print(sorted([(2, 'b'), (1, 'z'), (2, 'a')]))
batch, *rest = size
print(batch, rest)
print(max((1, 5), (1, 3)), min([(3, 'a'), (1, 'b')]))
