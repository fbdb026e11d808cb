import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
l(torch.ones(1, 2)).sum().backward()
g = l.weight.grad
l.double()
print(l.weight.grad.dtype, l.weight.grad is g, l.weight.grad)
