# numpy.random legacy MT19937 stream: seed, rand, randn, randint, normal, uniform, choice, shuffle, permutation
import numpy as np

np.random.seed(0)
print(repr(np.random.rand()), repr(np.random.rand(3)), repr(np.random.rand(2, 2)))
print(repr(np.random.randn()), repr(np.random.randn(5)), repr(np.random.randn(2, 3)))
print(repr(np.random.randint(10)), repr(np.random.randint(0, 5, size=8)), repr(np.random.randint(-3, 3, (2, 4))))
print(repr(np.random.randint(0, 2 ** 40, size=3)), repr(np.random.randint(5, 6, size=2)))
print(repr(np.random.random()), repr(np.random.random((2, 2))), repr(np.random.random_sample(3)))
print(repr(np.random.normal()), repr(np.random.normal(5, 2, size=4)), repr(np.random.normal(0, 0.1, (2, 2))))
print(repr(np.random.uniform()), repr(np.random.uniform(-1, 1, 4)), repr(np.random.uniform(2, 3, size=(2,))))
print(repr(np.random.choice(10)), repr(np.random.choice(5, 3)), repr(np.random.choice([10, 20, 30], size=5)))
print(repr(np.random.choice(4, p=[0.1, 0.2, 0.3, 0.4])), repr(np.random.choice(4, 6, p=[0.1, 0.2, 0.3, 0.4])))
print(repr(np.random.choice(10, 4, replace=False)), repr(np.random.choice(["a", "b"]) if False else 0))
lst = list(range(10))
np.random.shuffle(lst)
print(lst)
arr = np.arange(8)
np.random.shuffle(arr)
print(arr)
m = np.arange(12).reshape(4, 3)
np.random.shuffle(m)
print(m)
print(repr(np.random.permutation(6)), repr(np.random.permutation(np.array([1.5, 2.5, 3.5]))))
for s in (1, 42, 2 ** 32 - 1):
    np.random.seed(s)
    print(s, repr(np.random.randn(3)), repr(np.random.rand(2)), repr(np.random.randint(100, size=3)))
rs = np.random.RandomState(123)
print(repr(rs.rand(3)), repr(rs.randn(2)), repr(rs.randint(0, 10, 4)), repr(rs.normal(1.0, 0.5, 2)))
rs2 = np.random.RandomState(123)
print(repr(rs2.rand(3)))
np.random.seed(7)
a = np.random.randn(3)
np.random.seed(7)
b = np.random.randn(3)
print(np.array_equal(a, b))
try:
    np.random.seed(-1)
except ValueError as e:
    print("ValueError", e)
try:
    np.random.choice(3, 5, replace=False)
except ValueError as e:
    print("ValueError", e)
try:
    np.random.choice(3, p=[0.5, 0.6, 0.1])
except ValueError as e:
    print("ValueError", e)
