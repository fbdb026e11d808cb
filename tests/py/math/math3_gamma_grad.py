import torch
x = torch.tensor([1.5, 3.], requires_grad=True)
y = torch.lgamma(x)
y.sum().backward()
print(y.grad_fn.name(), x.grad)
x.grad = None
z = torch.digamma(x)
z.sum().backward()
print(z.grad_fn.name(), x.grad)
