# numpy reductions and sorting functions: axis, keepdims, dtypes of results
import numpy as np

m = np.array([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]])
i = np.array([[1, 5, 3], [4, 2, 6]])
for f in ("sum", "mean", "max", "min", "argmax", "argmin", "std", "var", "prod"):
    print(f, repr(getattr(m, f)()), repr(getattr(m, f)(axis=0)), repr(getattr(i, f)(axis=1)),
          repr(getattr(np, f)(m, axis=1, keepdims=True)) if f not in ("argmax", "argmin") else "")
print(repr(np.sum(i)), repr(np.mean(i)), repr(np.sum(m, axis=(0, 1))), repr(np.max(i, axis=0)))
print(repr(np.sum([1, 2, 3])), repr(np.mean([1.5, 2.5])), repr(np.max([3, 7, 2])), repr(np.sum(m, 0)))
print(repr(np.cumsum(i)), repr(np.cumsum(m, axis=1)), repr(np.cumprod([1, 2, 3])), repr(np.diff([1, 4, 9])))
print(repr(np.std([1, 2, 3, 4], ddof=1)), repr(np.var(m, axis=0)), repr(np.median(i)) if hasattr(np, "median") else "")
b = np.array([True, False, True])
print(repr(b.all()), repr(b.any()), repr(np.all(i > 0)), repr(np.any(i > 5, axis=1)), repr(b.sum()))
print(repr(np.argsort([3, 1, 2])), repr(np.sort([3.5, 1.5, 2.5])), repr(np.sort(i, axis=0)), repr(np.argsort(m)))
print(repr(np.unique([3, 1, 2, 3, 1])), np.unique(np.array([2.5, 1.0, 2.5]), return_counts=True))
print(np.unique([4, 4, 1], return_index=True, return_inverse=True))
print(repr(np.isnan(np.array([1.0, np.nan]))), repr(np.allclose([1.0, 2.0], [1.0, 2.0 + 1e-9])))
print(repr(np.allclose([1.0], [1.1])), repr(np.array_equal(i, i.copy())), repr(np.array_equal(i, m)))
print(repr(np.dot([1, 2], [3, 4])), repr(np.dot(m, m.T)), repr(np.matmul(i, i.T)), repr(np.outer([1, 2], [3, 4])))
print(repr(np.argmax(m)), repr(np.argmax(m, axis=1)), repr(np.count_nonzero(i > 2)), repr(np.searchsorted([1, 3, 5], 4)))
print(repr(np.prod(i)), repr(i.prod(axis=0)), repr(np.mean(m, axis=0, keepdims=True)))
try:
    np.sum(m, axis=2)
except Exception as e:
    print(type(e).__name__, e)
try:
    np.max(np.array([]))
except ValueError as e:
    print("ValueError", e)
print(repr(np.linalg.norm(np.array([3.0, 4.0]))), repr(np.linalg.norm(m, axis=1)))
print(repr(np.linalg.inv(np.array([[2.0, 0.0], [0.0, 4.0]]))), repr(np.trace(i[:, :2])))
