import random
random.seed(5)
vals = [2.0 ** k for k in range(-1074, 1024, 7)] + [random.random() * 10 ** random.randint(-300, 300) for _ in range(800)] + [0.1, 0.2, 0.3, 1e16, 1e22, 5e-324, 1.7976931348623157e308, 123456789.123, 1/3, 2/3, 9.999999999999999e22]
for v in vals:
    print(repr(v), repr(-v), str(v * 3))
