import torch
import torch.nn as nn
p = nn.Parameter(torch.ones(2))
print(p)
print(type(p).__name__, p.requires_grad, p.is_leaf, isinstance(p, torch.Tensor), isinstance(p, nn.Parameter))
q = nn.Parameter(torch.ones(2), requires_grad=False)
print(q)
print(nn.Parameter())
print(nn.Parameter(torch.tensor(3.)))
print(nn.Parameter(torch.zeros(2, dtype=torch.float64)))
try:
    nn.Parameter(torch.tensor([1, 2, 3]))
except RuntimeError as e:
    print('RuntimeError', e)
print(nn.Parameter(torch.tensor([1, 2, 3]), requires_grad=False))
x = torch.ones(2, requires_grad=True)
r = nn.Parameter(x * 2)
print(r.is_leaf, r.grad_fn, r)
print(p * 2, str(p) == repr(p))
print([p])
