print([x * y for x in range(3) for y in range(3) if x != y])
print({k: v for k, v in zip('abc', range(3))})
print({x % 3 for x in range(10)})
print([[j for j in range(i)] for i in range(4)])
x = 'outer'
print([x for x in range(2)], x)
m = [[1, 2], [3, 4]]
print([v for row in m for v in row])
print([(i, c) for i, c in enumerate('ab')])
print(sorted({w: len(w) for w in ['aa', 'b']}.items()))
print([y := 5, y ** 2])
print([n for n in range(20) if n % 2 if n % 3])
