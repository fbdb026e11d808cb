import torch
import torch.nn as nn


class Scaled(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(3))

    def forward(self, x):
        self.weight.mul_(0.5)
        return x * self.weight


m = Scaled()
try:
    m(torch.ones(3))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    m.weight[0] = 2.0
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    m.weight += 1
except RuntimeError as e:
    print("RuntimeError:", e)
with torch.no_grad():
    m.weight.mul_(0.5)
    m.weight[1] = 3.0
print(m.weight)
m.weight.data.add_(1)
print(m.weight)
m.weight.data = torch.zeros(3)
print(m.weight, type(m.weight).__name__)
out = (torch.ones(3) * m.weight).sum()
out.backward()
print(m.weight.grad)
