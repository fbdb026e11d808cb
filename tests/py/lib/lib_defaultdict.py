from collections import defaultdict
groups = defaultdict(list)
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[word[0]].append(word)
print(groups)
print(dict(groups), groups["z"], len(groups))
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(counts)
print(sorted(counts.items()))
nested = defaultdict(lambda: defaultdict(int))
nested["a"]["x"] += 1
print(dict(nested["a"]), nested.default_factory is not None)
dd = defaultdict(None, {"k": 1})
print(dd, dd.default_factory)
try:
    dd["missing"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    defaultdict(3)
except TypeError as e:
    print(type(e).__name__, e)
c = counts.copy()
print(type(c).__name__, c == counts, c.default_factory)
print(isinstance(counts, dict), defaultdict(set, a={1}))
print(counts.get("zz"), "zz" in counts)
