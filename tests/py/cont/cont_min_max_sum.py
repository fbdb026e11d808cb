xs = [3, 1, 4, 1, 5, 9, 2, 6]
print(min(xs), max(xs), sum(xs), sorted(xs)[len(xs) // 2])
print(max({'a': 3, 'b': 7}.items(), key=lambda kv: kv[1]), min(('b', 2), ('a', 9)))
print(sum([[1], [2, 3]], []), sum((0.1, 0.2, 0.3)), any([0, 0, 1]), all([]), all([1, 0]))
print(max([], default=None), min('zebra'), max(range(5), key=lambda i: -i))
