# numpy.random.default_rng: PCG64 seeded through SeedSequence; random, integers (Lemire), uniform,
# choice, permutation, shuffle bit-exact; normal (ziggurat) printed at array precision
import numpy as np

g = np.random.default_rng(42)
print(repr(g.random()), repr(g.random(3)), repr(g.integers(10)), repr(g.integers(0, 100, size=5)))
print(repr(g.integers(5, size=(2, 2))), repr(g.integers(1, 6, size=4, endpoint=True)))
print(repr(g.normal(0, 1, 3)), repr(g.standard_normal(2)), repr(g.uniform(-1, 1, 2)), round(g.normal(), 6))
print(repr(g.integers(0, 2 ** 40, size=3)), repr(g.choice(5, 3)), repr(g.choice([1.5, 2.5, 3.5], 2)))
print(repr(g.permutation(5)), repr(g.permutation(np.array([10, 20, 30]))))
x = np.arange(6)
g.shuffle(x)
print(x)
for s in (0, 1, 12345, 2 ** 40 + 3, 2 ** 130 + 7):
    r = np.random.default_rng(s)
    print(s, repr(r.random(2)), repr(r.integers(0, 1000, 3)), repr(np.round(r.normal(size=3), 8)))
print(type(np.random.default_rng(0)).__name__)
