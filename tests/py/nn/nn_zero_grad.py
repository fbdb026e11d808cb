import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 1); l(torch.ones(1, 2)).sum().backward()
print(l.weight.grad)
l.zero_grad(); print(l.weight.grad)
l(torch.ones(1, 2)).sum().backward(); l.zero_grad(set_to_none=False); print(l.weight.grad, l.bias.grad)
l.zero_grad(False); print(l.weight.grad)
