import math
data = [2.5, 3.1, 4.7, 1.2, 5.9, 3.3, 2.8, 4.1]
mean = sum(data) / len(data)
var = sum((x - mean) ** 2 for x in data) / len(data)
std = math.sqrt(var)
print(mean, var, std)
print(round(mean, 3), round(std, 2), f"{mean:.3f} +/- {std:.3f}")
print(sorted(data), max(data) - min(data), sum(data))
norm = [(x - mean) / std for x in data]
print([round(v, 4) for v in norm])
print(sum(norm), abs(sum(norm)) < 1e-12)
print(math.fsum([0.1] * 10), sum([0.1] * 10))
cum = 0.0
for x in data:
    cum += x
    print(cum, end=' ')
print()
print(1e-3 * 3, 0.1 * 3, 0.7 + 0.1, 0.3 - 0.1, 1.1 + 2.2, 3 * 1.1, 100 * 1.1, 0.57 * 100)
