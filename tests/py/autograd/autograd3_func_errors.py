import torch
from torch.autograd.functional import vjp, jacobian, hessian
try:
    vjp(lambda x: x * 2, torch.tensor([1., 2.]))
except RuntimeError as e:
    print('RuntimeError', e)
try:
    jacobian(lambda x: x, [1, 2])
except TypeError as e:
    print('TypeError', e)
try:
    hessian(lambda x: x * 2, torch.tensor([1., 2.]))
except RuntimeError as e:
    print('RuntimeError', e)
try:
    vjp(lambda x: x * 2, torch.tensor([1., 2.]), torch.ones(3))
except RuntimeError as e:
    print('RuntimeError', e)
