import torch
x = torch.tensor([[1.0, 2.0, 0.5]], requires_grad=True)
w = torch.tensor([[1., -2., 3.]])
y = (torch.log_softmax(x, dim=1) * w).sum()
g, = torch.autograd.grad(y, x, create_graph=True)
print(g)
h, = torch.autograd.grad((g ** 2).sum(), x)
print(h)
