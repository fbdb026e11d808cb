# numpy 2.2 printing: repr/str of arrays and scalars, precision, scientific switching, wrapping, summaries
import numpy as np

cases = [
    [1.5, 2.25, 3.0],
    [0.1, 0.2, 0.3],
    [1.0, 2.0],
    [1e-5, 1.0],
    [1e8, 1.0],
    [123456789.0, 2.5],
    [1.0, 1000.0],
    [1.0, 1001.0],
    [0.00012, 0.5],
    [-1.5, 2.0, -3.25],
    [3.141592653589793, 2.718281828459045],
    [1 / 3, 2 / 3, 1.0],
    [0.0, -0.0, 1.0],
    [float("nan"), 1.0],
    [float("inf"), -float("inf"), 2.5],
    [float("nan")],
    [1e-300, 1e300],
    [0.001953125, 1.0],
    [12345.678901234, 0.5],
    [-1e-10, 5.0],
]
for c in cases:
    a = np.array(c)
    print(repr(a))
    print(a)
print(repr(np.array([1, 2, 3])), np.array([1, 2, 3]))
print(repr(np.array([-10, 200, 3])))
print(repr(np.array([True, False])), np.array([True, False]), repr(np.array([True])))
print(repr(np.array([1, 2], dtype=np.int32)), repr(np.array([1.5, 2], dtype=np.float32)))
print(repr(np.array([0.1, 0.2], dtype=np.float32)), np.array([0.1, 1 / 3], dtype=np.float32))
print(repr(np.array([[1.5, 2.0], [3.0, 4.25]])))
print(np.array([[1.5, 2.0], [3.0, 4.25]]))
print(repr(np.zeros((2, 3, 2))))
print(np.ones((2, 2, 2), dtype=int))
print(repr(np.arange(30)))
print(repr(np.arange(30) * 1000))
print(repr(np.linspace(0, 1, 12)))
print(np.linspace(-1, 1, 25))
print(repr(np.arange(2000)), np.arange(1001))
print(repr(np.arange(3000, dtype=np.float64).reshape(30, 100)))
print(np.arange(3000).reshape(3, 10, 100))
print(repr(np.arange(1200, dtype=np.int32)))
print(repr(np.array([])), repr(np.zeros((0, 3))), repr(np.zeros(0, dtype=int)), repr(np.zeros((2, 0))))
print(repr(np.array(1.0)), repr(np.array(5)), str(np.array(1.5)), str(np.array(7)), repr(np.array(True)))
print(repr(np.float64(1.5)), str(np.float64(1.5)), repr(np.float64(1e-7)), repr(np.float64(1e20)))
print(repr(np.float32(0.1)), str(np.float32(0.1)), repr(np.float32(1 / 3)), repr(np.int64(3)), repr(np.int32(-4)))
print(repr(np.True_), repr(np.False_), str(np.True_), np.bool_(1))
print([np.float64(1.0), np.int64(2)], (np.float32(2.5),))
print(np.array([1.5, 2.5]).sum(), repr(np.array([1.5, 2.5]).sum()), repr(np.array([1, 2]).sum()))
print(repr(np.random.RandomState(0).randn(3, 4)))
print(repr(np.array([0.5, 100.25, 1e-3])))
print(np.array([[1e-6, 1], [2, 3]]))
print(repr(np.array([1e16, 1.0])))
print(repr(np.array([2.0 ** 60, 1.0])))
print(repr(np.array([1.123456789, 22.1, 333.5])))
print(repr(np.array([0.99999999999, 1.5])))
print(repr(np.array([-0.5, -0.25])))
print(repr(np.full((3, 3), 7.0)), repr(np.eye(3)), repr(np.eye(2, dtype=int)))
np.set_printoptions(precision=3)
print(repr(np.array([3.141592653589793, 2.718281828459045])))
np.set_printoptions(precision=8, suppress=True)
print(repr(np.array([1e-5, 1.0, 1234.5])))
np.set_printoptions(suppress=False)
