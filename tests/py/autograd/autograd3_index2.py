import torch
x = torch.tensor([1., 2., 3., 4.], requires_grad=True)
y = (x[1:3] ** 3).sum() + x[0] * x[3]
g, = torch.autograd.grad(y, x, create_graph=True)
print(g)
h, = torch.autograd.grad(g.sum(), x)
print(h)
