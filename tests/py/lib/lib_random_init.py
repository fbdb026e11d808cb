import random, math
random.seed(7)
fan_in, fan_out = 4, 3
limit = math.sqrt(6 / (fan_in + fan_out))
W = [[random.uniform(-limit, limit) for _ in range(fan_in)] for _ in range(fan_out)]
for row in W:
    print([round(w, 6) for w in row])
b = [0.0] * fan_out
x = [1.0, -0.5, 0.25, 2.0]
y = [sum(w * xi for w, xi in zip(row, x)) + bi for row, bi in zip(W, b)]
print([round(v, 6) for v in y])
relu = [max(0.0, v) for v in y]
print(relu)
print([random.gauss(0, 0.02) for _ in range(3)])
