n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print(steps)
i = 0
while True:
    i += 1
    if i % 2:
        continue
    if i > 6:
        break
    print("even", i)
else:
    print("never printed")
for x in []:
    print(x)
else:
    print("empty loop else")
found = None
for a in range(2, 10):
    for b in range(2, a):
        if a % b == 0:
            break
    else:
        found = a
print("last prime", found)
count = 3
while count:
    count -= 1
else:
    print("while else", count)
total = 0
for i, ch in enumerate("hello"):
    if ch == "l":
        continue
    total += i
print(total, [c for c in "loop" if c != "o"])
grid = [[r * 3 + c for c in range(3)] for r in range(3)]
for row in grid:
    print(" ".join(f"{v:2d}" for v in row))
print(sum(sum(r) for r in grid), [grid[i][i] for i in range(3)], list(zip(*grid))[0])
