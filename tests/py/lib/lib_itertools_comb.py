import itertools
print(list(itertools.product([1, 2], "ab")))
print(list(itertools.product([0, 1], repeat=3)))
print(list(itertools.product()))
print(list(itertools.permutations([1, 2, 3])))
print(list(itertools.permutations("abcd", 2)))
print(list(itertools.combinations(range(4), 2)))
print(list(itertools.combinations("abc", 0)), list(itertools.combinations("ab", 3)))
print(list(itertools.combinations_with_replacement("abc", 2)))
grid = {"lr": [0.1, 0.01], "bs": [16, 32]}
for combo in itertools.product(*grid.values()):
    print(dict(zip(grid.keys(), combo)))
print(len(list(itertools.permutations(range(5)))))
