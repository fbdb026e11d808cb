names = ["conv1", "bn1", "relu", "fc"]
for i, name in enumerate(names):
    print(i, name)
for i, name in enumerate(names, start=1):
    print(i, name)
for i, name in enumerate(names, 10):
    print(i, name)
sizes = [64, 64, 0, 10]
for name, size in zip(names, sizes):
    print(name, size)
print(list(zip([1, 2, 3], "ab")))
print(list(zip()))
print(list(zip([1, 2], [3, 4], [5, 6])))
print(dict(zip(["a", "b"], [1, 2])))
pairs = [(1, "one"), (2, "two")]
nums, words = zip(*pairs)
print(nums, words)
print(list(enumerate("xyz")))
e = enumerate([5, 6])
print(next(e), next(e))
print(type(e).__name__, type(zip()).__name__)
