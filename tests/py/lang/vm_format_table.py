rows = [('conv1', 1728, True), ('bn1', 128, False), ('fc', 5130, True)]
print(f"{'name':<8}{'params':>8}{'train':>7}")
for n, p, t in rows:
    print(f'{n:<8}{p:>8}{str(t):>7}')
