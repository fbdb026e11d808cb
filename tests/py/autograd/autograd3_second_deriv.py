import torch
x = torch.tensor(2.0, requires_grad=True)
y = x ** 4 + 3 * x ** 2
d1, = torch.autograd.grad(y, x, create_graph=True)
d2, = torch.autograd.grad(d1, x, create_graph=True)
d3, = torch.autograd.grad(d2, x)
print(d1, d2, d3)
