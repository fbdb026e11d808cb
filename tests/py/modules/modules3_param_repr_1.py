import torch
import torch.nn as nn

p = nn.Parameter(torch.tensor([1.0, 2.0]))
print(p)
print(repr(p))
q = nn.Parameter(torch.ones(2, 2), requires_grad=False)
print(q)
print(nn.Parameter(torch.tensor(3.5)))
print(nn.Parameter(torch.zeros(0)))
print(nn.Parameter())
print(nn.Parameter(torch.ones(2, dtype=torch.float64)))
try:
    nn.Parameter(torch.ones(2, dtype=torch.long))
except RuntimeError as e:
    print(type(e).__name__, e)
r = nn.Parameter(torch.ones(2, dtype=torch.long), requires_grad=False)
print(r)
print(str(p), f"{p}")
print([p])
print({"p": p})
print(p.grad, p.is_leaf, p.requires_grad, p.grad_fn)
y = p * 2
print(y, type(y).__name__)
print(p.data, type(p.data).__name__)
print(p.detach())
p.requires_grad = False
print(p)
