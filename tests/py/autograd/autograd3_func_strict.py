import torch
from torch.autograd.functional import jacobian
try:
    jacobian(lambda a, b: a * 2, (torch.tensor([1.]), torch.tensor([2.])), strict=True)
except RuntimeError as e:
    print(e)
print(jacobian(lambda a, b: a * 2, (torch.tensor([1.]), torch.tensor([2.]))))
