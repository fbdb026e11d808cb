import torch
x = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)
s = torch.sigmoid(x)
g, = torch.autograd.grad(s.sum(), x, create_graph=True)
h, = torch.autograd.grad(g.sum(), x)
print(g, h, sep='\n')
