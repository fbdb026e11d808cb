total = 0
for i in range(0, 100, 7):
    total += i
print(total)
for i in range(3):
    for j in range(i):
        print(i, j, end=' ')
print()
batches = [list(range(i, min(i + 4, 10))) for i in range(0, 10, 4)]
print(batches)
idx = list(range(10))
print(idx[::2], idx[1::2])
n = 7
print([i for i in range(n - 1, -1, -1)])
print(list(zip(range(3), range(10, 13))), dict(zip(range(3), 'abc')))
