import torch
a = torch.tensor([1., 2.], requires_grad=True)
y = (torch.stack([a, a * a], dim=0) ** 2).sum()
g, = torch.autograd.grad(y, a, create_graph=True)
print(g)
print(torch.autograd.grad(g.sum(), a))
