import math
data = [2.5, 3.1, 4.7, 1.2, 3.3, 2.8]
n = len(data)
mean = sum(data) / n
var = sum((x - mean) ** 2 for x in data) / (n - 1)
std = math.sqrt(var)
print(mean, var, std)
s = sorted(data)
median = (s[n // 2 - 1] + s[n // 2]) / 2
print(median, math.fsum(data), math.prod(range(1, 6)))
z = [(x - mean) / std for x in data]
print([round(v, 4) for v in z])
print(math.isclose(sum(z), 0.0, abs_tol=1e-12))
print(math.log(sum(math.exp(x) for x in data)))
