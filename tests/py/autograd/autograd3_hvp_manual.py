import torch
x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
f = (x.sin() * x.exp()).sum()
g, = torch.autograd.grad(f, x, create_graph=True)
v = torch.tensor([1., 0., 1.])
hv, = torch.autograd.grad(g, x, grad_outputs=v)
print(g.detach(), hv)
