import torch
x = torch.tensor([1., 2.], requires_grad=True)
g, = torch.autograd.grad((x ** 2).sum(), x)
print(g, g.requires_grad, g.grad_fn)
