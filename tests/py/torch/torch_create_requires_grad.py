import torch
x = torch.tensor([1., 2.], requires_grad=True)
print(x, x.requires_grad, x.is_leaf, x.grad_fn)
y = torch.zeros(2, requires_grad=True)
print(y)
z = torch.randn(2, 2, requires_grad=True).shape
print(z)
