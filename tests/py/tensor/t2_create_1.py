import torch
# dtype inference from nested python data
for d in [1, 1.0, True, [1, 2], [1.0, 2], [True, False], [True, 2], [True, 2.5], [[1, 2], [3, 4]],
          [[1.5], [2]], [[True], [False]], [], [[]], [[], []], 0, -0.0, [0, -0.0], (1, 2), ((1.,), (2.,))]:
    t = torch.tensor(d)
    print(repr(d), '->', t, t.dtype, t.shape, t.dim())
