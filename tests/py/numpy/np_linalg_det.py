# numpy.linalg.det / slogdet: numpy's sign * exp(log|det|) from the LU factors
import numpy as np
for m in ([[1.0, 2.0], [3.0, 4.0]], [[2, 1], [1, 3]], [[0.5, 0.1, 0.2], [0.3, 0.9, 0.4], [0.7, 0.6, 0.8]], [[1, 2], [2, 4]],
          [[4.0, 3.0, 2.0, 1.0], [1.0, 5.0, 2.0, 3.0], [2.0, 1.0, 6.0, 1.0], [3.0, 2.0, 1.0, 7.0]], np.eye(3) * 2):
    print(repr(np.linalg.det(np.array(m))), np.linalg.slogdet(np.array(m)))
