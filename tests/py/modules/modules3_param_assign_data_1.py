import torch
import torch.nn as nn
m = nn.Linear(2, 2)
w = m.weight
m.weight.data = torch.zeros(2, 2)
print(m.weight is w, m.weight)
m.weight.data.fill_(3.0)
print(m.weight.sum().item())
with torch.no_grad():
    m.weight.copy_(torch.eye(2))
print(m.weight)
try:
    m.weight.copy_(torch.eye(2))
except RuntimeError as e:
    print(type(e).__name__, e)
m.weight.requires_grad_(False)
m.weight.copy_(torch.ones(2, 2))
print(m.weight)
