import torch
from torch.autograd.functional import vjp
out, v = vjp(lambda x: x ** 2, torch.tensor([1., 2., 3.]), torch.tensor([1., 1., 0.]))
print(out, v)
out, v = vjp(lambda x: (x ** 2).sum(), torch.tensor([1., 2.]))
print(out, v)
