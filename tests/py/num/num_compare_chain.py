xs = [3, 1.5, -2, 10 ** 20, 1e20, -0.0, 0, True, 2 ** 53 + 1, 9007199254740992.0]
for a in xs:
    print(a, [(a < b, a == b, a > b) for b in xs[:5]])
print(sorted(xs), sorted(xs, reverse=True), max(xs), min(xs))
print(1 < 2 < 3, 1 < 2 > 3, 0 == 0.0 == -0.0 == False, 2 ** 60 == 2.0 ** 60 == 2 ** 60 + 0.0)
print(sorted([1, 1.0, True], key=lambda v: type(v).__name__))
