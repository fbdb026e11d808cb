import torch
x = torch.tensor([1., 2.], requires_grad=True)
g, = torch.autograd.grad((x * 3).sum(), x, create_graph=True)
print(g, g.requires_grad)
try:
    torch.autograd.grad(g.sum(), x)
except RuntimeError as e:
    print(e)
