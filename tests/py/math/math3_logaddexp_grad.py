import torch
a = torch.tensor([0.5, -1.], requires_grad=True)
b = torch.tensor([1., 2.], requires_grad=True)
y = torch.logaddexp(a, b)
print(y)
y.sum().backward()
print(a.grad, b.grad)
