groups = {}
for name, n in [('w', 3), ('b', 1), ('w', 4), ('g', 2)]:
    groups.setdefault(name, []).append(n)
print(groups)
counts = {}
for ch in 'hello world':
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print(max(counts, key=counts.get), sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
inv = {v: k for k, v in {'a': 1, 'b': 2, 'c': 1}.items()}
print(inv)
