import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = (x * x).sum()
y.backward()
print(x.grad)
z = (x ** 3).mean()
z.backward()
print(x.grad)
x.grad.zero_()
print(x.grad)
(x.exp() * 2).sum().backward()
print(x.grad)
x.grad = None
print(x.grad)
