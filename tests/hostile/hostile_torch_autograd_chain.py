import torch
x = torch.ones(1, requires_grad=True)
y = x
for i in range(200000):
    y = y * 1.0
y.backward()
print(x.grad)
