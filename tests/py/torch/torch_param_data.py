import torch
import torch.nn as nn
p = nn.Parameter(torch.ones(3))
ident = p
p.data = torch.zeros(3, dtype=torch.float64)
print(p is ident, p, p.dtype, p.requires_grad)
p.data.mul_(2)
p.data.add_(1)
print(p)
with torch.no_grad():
    p.mul_(3)
print(p)
t = torch.arange(3.)
p2 = nn.Parameter(t)
t[0] = 100
print(p2)
g = p.grad
print(g)
