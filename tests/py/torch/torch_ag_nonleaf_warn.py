import torch
x = torch.ones(2, requires_grad=True)
y = x * 2
print(y.grad)
print(y.grad)
y.retain_grad()
print(y.grad)
