import numpy as np
a = np.array([3, 1, 2])
r = np.append(a, [7, 8])
print(r, r.dtype, r.shape)
print(np.append(a, np.array([0.5])))
print(np.append(np.array([[1, 2], [3, 4]]), [[5, 6]], axis=0))
print(np.append([[1, 2]], [[3], [4]]))
try:
    np.append(np.array([[1, 2]]), [5, 6], axis=0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    np.concatenate((np.zeros((2, 2)), np.zeros((1, 3))))
except ValueError as e:
    print(type(e).__name__, e)
print(np.concatenate((np.zeros((2, 2)), np.ones((2, 1))), axis=-1))
