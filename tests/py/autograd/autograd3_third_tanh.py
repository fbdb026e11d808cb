import torch
x = torch.tensor([0.1, 0.5, -0.3], requires_grad=True)
y = torch.tanh(x).sum()
g1, = torch.autograd.grad(y, x, create_graph=True)
g2, = torch.autograd.grad(g1.sum(), x, create_graph=True)
g3, = torch.autograd.grad(g2.sum(), x)
print(g1, g2, g3, sep='\n')
