import torch
x = torch.tensor([-1., 2., -3.], requires_grad=True)
y = torch.where(x > 0, x, x * 0.1)
y.sum().backward()
print(y, x.grad)
