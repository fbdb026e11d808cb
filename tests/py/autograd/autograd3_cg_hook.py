import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = x ** 2
y.register_hook(lambda g: g * 2)
g, = torch.autograd.grad(y.sum(), x, create_graph=True)
print(g)
