import torch
from torch.autograd.functional import hvp, vhp
f = lambda x: (x ** 3).sum() + (x[0] * x[1])
x = torch.tensor([1., 2.]); v = torch.tensor([1., -1.])
print(hvp(f, x, v))
print(vhp(f, x, v))
