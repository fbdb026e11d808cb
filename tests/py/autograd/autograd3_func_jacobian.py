import torch
from torch.autograd.functional import jacobian
def f(x):
    return torch.stack([x[0] * x[1], x[0] ** 2, x[1].exp()])
print(jacobian(f, torch.tensor([1., 2.])))
