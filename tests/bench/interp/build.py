# Building lists and dicts: append, comprehensions, str/int keys, iteration.
def build(n):
    out = []
    for i in range(n):
        out.append(i * 2)
    sq = [x * x for x in out if x % 3]
    d = {}
    for i in range(n):
        d[i] = i + 1
    names = {}
    for i in range(n // 4):
        k = 'k' + str(i % 500)
        names[k] = names.get(k, 0) + 1
    total = 0
    for k, v in d.items():
        total += v
    return len(out), len(sq), total, len(names)

for _ in range(3):
    r = build(200000)
print(r)
