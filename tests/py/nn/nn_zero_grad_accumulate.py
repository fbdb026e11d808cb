import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 1)
for _ in range(3):
    l(torch.ones(1, 2)).sum().backward()
print(l.weight.grad)
l.zero_grad()
l(torch.ones(1, 2)).sum().backward()
print(l.weight.grad)
