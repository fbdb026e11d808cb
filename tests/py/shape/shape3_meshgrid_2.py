import warnings
import torch
x = torch.tensor([1., 2.])
y = torch.tensor([3., 4., 5.])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    gx, gy = torch.meshgrid(x, y)
    print(len(w), w[0].category.__name__, str(w[0].message))
print(gx.shape, gy)
