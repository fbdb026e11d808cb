import torch
from torch.autograd.functional import hessian
def f(x):
    return (x ** 3).sum() + x[0] * x[1]
print(hessian(f, torch.tensor([1., 2.])))
