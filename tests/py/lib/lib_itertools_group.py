import itertools
data = [("a", 1), ("a", 2), ("b", 3), ("a", 4)]
for key, group in itertools.groupby(data, key=lambda t: t[0]):
    print(key, list(group))
print([(k, len(list(g))) for k, g in itertools.groupby("aaabccdd")])
print([k for k, g in itertools.groupby(sorted("mississippi"))])
groups = itertools.groupby([1, 1, 2, 2, 2, 3])
k1, g1 = next(groups)
k2, g2 = next(groups)
print(k1, k2, list(g1), list(g2))
print(list(itertools.zip_longest([1, 2, 3], "ab")))
print(list(itertools.zip_longest([1], [2, 3], fillvalue=0)))
a, b = itertools.tee([1, 2, 3])
print(list(a), list(b))
x, y, z = itertools.tee(iter("ab"), 3)
print(next(x), list(y), list(x), list(z))
