import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = (x.clone() ** 2).sum()
g, = torch.autograd.grad(y, x, create_graph=True)
print(g)
d = g.detach()
print(d.requires_grad, torch.autograd.grad(g.sum(), x))
