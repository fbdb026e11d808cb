import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = torch.tensor([3., 4.], requires_grad=True)
r = torch.xlogy(x, y)
print(r.grad_fn.name())
r.sum().backward()
print(x.grad, y.grad)
