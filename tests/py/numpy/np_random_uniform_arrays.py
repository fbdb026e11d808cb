# numpy.random uniform with array bounds (RandomState and Generator).
import numpy as np
np.random.seed(0)
print(np.random.uniform(low=[-3.0, -1.0], high=[3.0, 1.0]))
print(np.random.uniform(np.array([0.0, 1.0]), 2.0, size=(3, 2)))
g = np.random.default_rng(1)
print(g.uniform([0, 1], [1, 3]))
print(np.random.uniform(-0.05, 0.05, size=(4,)))
