matrix = [[1, 2, 3], [4, 5, 6]]
print([row[i] for row in matrix for i in range(len(row)) if i != 1])
print([[row[i] for row in matrix] for i in range(3)])
print({k: v for k, v in zip("abc", range(3)) if v}, {x % 3 for x in range(10)})
print(list(map(list, zip(*matrix))), [x if x % 2 else -x for x in range(5)])
gen = (i * i for i in range(4))
print(sum(gen), sum(gen))
print({(i, j) for i in range(2) for j in range(2) if i <= j})
nested = {"a": {"x": 1}, "b": {"y": 2}}
print({outer: list(inner) for outer, inner in nested.items()}, [k for d in nested.values() for k in d])
words = ["apple", "Banana", "cherry", "date"]
print(sorted(words, key=len), sorted(words, key=str.casefold), [w[0].upper() + w[1:] for w in words])
print(dict.fromkeys(words[:2], 0), list(reversed(words)), words[::-2], {len(w): w for w in words})
x = 10
print([x for x in range(3)], x)
print(any(w.startswith("b") for w in words), all(len(w) > 3 for w in words), next((w for w in words if "e" in w), None))
flat = [item for sub in [[1, [2]], [3]] for item in sub]
print(flat, [*map(str, range(3))], list(filter(str.isupper, "aBcD")))
