import torch
from torch.autograd.functional import jacobian
def f(a, b):
    return a * b, a.sum() + b
J = jacobian(f, (torch.tensor([1., 2.]), torch.tensor([3., 4.])))
for row in J:
    for j in row:
        print(j)
