data = [("bob", 25, 3.5), ("alice", 30, 3.9), ("carol", 25, 3.7), ("dave", 30, 3.9)]
print(sorted(data))
print(sorted(data, key=lambda r: r[1]))
print(sorted(data, key=lambda r: (r[1], -r[2])))
print(sorted(data, key=lambda r: r[2], reverse=True))
print(sorted(data, key=lambda r: r[1], reverse=True))  # stable with reverse
print(sorted([3, 1, 2], reverse=True), sorted("hello"), sorted({3: "a", 1: "b"}), sorted({2, 1}))
print(sorted(["B", "a", "C"]), sorted(["B", "a", "C"], key=str.lower), max(data, key=lambda r: r[2]))
print(min([], default=None), max([1, 5, 3]), max(1, 5, 3), min("abc", key=ord), max([(1, "b"), (1, "a")]))
lst = [5, 2, 8]
lst.sort(key=lambda v: -v)
print(lst)
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError", e)
try:
    max([])
except ValueError as e:
    print("ValueError", e)
for i, (a, b) in enumerate(zip("abc", [1, 2, 3]), start=1):
    print(i, a, b)
print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1], [2], [3])))
try:
    list(zip([1, 2, 3], "ab", strict=True))
except ValueError as e:
    print("ValueError", e)
try:
    list(zip([1], "ab", strict=True))
except ValueError as e:
    print("ValueError", e)
try:
    list(zip([1], "a", [1, 2], strict=True))
except ValueError as e:
    print("ValueError", e)
print(list(zip([1, 2], "ab", strict=True)))
print(list(enumerate("ab", 10)), list(enumerate([], start=-1)), list(reversed(list(enumerate("xy")))))
pairs = [(1, "one"), (2, "two")]
nums, words = zip(*pairs)
print(nums, words, dict(pairs), list(map(lambda a, b: a * b, [1, 2], [3, 4])))
print(list(filter(None, [0, 1, "", "a", None])), list(map(str.upper, ["a"])), any([]), all([]))
print(sum([0.1] * 10), sum([[1], [2]], []), sum(range(5), 10), sum([1, 2], start=3))
