import torch
x = torch.tensor([1., 4., 9.], requires_grad=True, dtype=torch.float64)
y = (x.sqrt() / (x + 1)).sum()
g, = torch.autograd.grad(y, x, create_graph=True)
print(g)
print(torch.autograd.grad(g.sum(), x))
