import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(3, 1, bias=False)
x = torch.randn(4, 3)
for step in range(3):
    m(x).sum().backward()
    print(step, m.weight.grad)
m.zero_grad()
print(m.weight.grad)
for step in range(2):
    m.zero_grad(set_to_none=False)
    (m(x) ** 2).mean().backward()
    print(step, m.weight.grad)
with torch.no_grad():
    m.weight -= 0.1 * m.weight.grad
print(m.weight.requires_grad, m.weight.is_leaf)
print(m.weight)
