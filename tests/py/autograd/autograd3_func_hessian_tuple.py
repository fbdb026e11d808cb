import torch
from torch.autograd.functional import hessian
H = hessian(lambda a, b: (a * a * b).sum(), (torch.tensor([1., 2.]), torch.tensor([3., 4.])))
print(len(H), len(H[0]))
for r in H:
    for h in r:
        print(h)
