import torch
# Parameters in plain tensor arithmetic, grad of nn.functional with weights, requires_grad toggling
import torch.nn as nn
p = nn.Parameter(torch.tensor([0.5, -0.5]))
q = p * 2
print(type(q).__name__, q, isinstance(p, torch.Tensor), type(p).__name__, type(p.data).__name__, type(p.detach()).__name__)
(q ** 2).sum().backward()
print(p.grad)
p.requires_grad_(False)
print(p, (p * 2).requires_grad)
p.requires_grad = True
print(p.requires_grad)
lin = nn.Linear(2, 1)
with torch.no_grad():
    lin.weight.fill_(1.)
    lin.bias.zero_()
out = lin(torch.tensor([[1., 2.]]))
print(out)
out.sum().backward()
print(lin.weight.grad, lin.bias.grad)
