# numpy: a range (or a tuple inside the key) used as an index array, as in one-hot encoding.
import numpy as np
y = np.array([2, 0, 1, 2])
y_cat = np.zeros((y.shape[0], 3), dtype=np.float32)
y_cat[range(y.shape[0]), y] = 1.0
print(y_cat)
a = np.arange(12).reshape(3, 4)
print(a[range(3), range(3)])
print(a[range(1, 3)])
print(a[(0, 2), ])
print(a[(0, 2), (1, 3)])
a[range(2)] = -1
print(a)
