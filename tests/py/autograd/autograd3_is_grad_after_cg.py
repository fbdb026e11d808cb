import torch
x = torch.tensor([2.], requires_grad=True)
g, = torch.autograd.grad(x ** 2, x, create_graph=True)
print(torch.is_grad_enabled(), g.is_leaf, g.requires_grad)
try:
    with torch.no_grad():
        g2, = torch.autograd.grad((x ** 3).sum(), x, create_graph=True)
    print(g2, g2.requires_grad)
except RuntimeError as e:
    print(e)
