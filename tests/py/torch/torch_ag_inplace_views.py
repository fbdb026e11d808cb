import torch
x = torch.ones(3, requires_grad=True)
y = x * 1
y[0] = 5
print(y)
y.sum().backward()
print(x.grad)
a = torch.ones(2, 2, requires_grad=True)
b = a.clone()
b[:, 0].mul_(3)
print(b)
b.sum().backward()
print(a.grad)
