import math
print(math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum([]), math.fsum([1, 2, 3]), math.fsum([0.3, 0.2, 0.1]))
print(math.hypot(), math.hypot(5), math.hypot(1, 2, 3), math.hypot(3e200, 4e200), math.hypot(-3, 4))
print(math.dist((0, 0), (3, 4)), math.dist((1, 2, 3), (4, 6, 8)), math.dist([1.5], [0.25]))
print(math.hypot(0.1, 0.2, 0.3, 0.4))
try:
    math.fsum([math.inf, -math.inf])
except ValueError as e:
    print(type(e).__name__, e)
print(math.fsum([math.inf, 1.0]))
