import torch
b = torch.zeros(3, requires_grad=True)
x = torch.ones(4, 3)
(x + b).sum().backward()
print(b.grad)
s = torch.tensor(2., requires_grad=True)
(x * s).sum().backward()
print(s.grad)
