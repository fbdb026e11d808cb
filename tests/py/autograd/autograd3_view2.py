import torch
x = torch.arange(6., requires_grad=True)
y = (x.view(2, 3).unsqueeze(0) ** 2).sum()
g, = torch.autograd.grad(y, x, create_graph=True)
print(g)
h, = torch.autograd.grad((g * x).sum(), x)
print(h)
