import torch
x = torch.tensor([[1.0, 2.0, 0.5], [0.1, -0.2, 0.3]], requires_grad=True)
w = torch.tensor([[1., 2., 3.], [3., 2., 1.]])
y = (torch.softmax(x, dim=1) * w).sum()
g, = torch.autograd.grad(y, x, create_graph=True)
print(g)
h, = torch.autograd.grad((g * g).sum(), x)
print(h)
