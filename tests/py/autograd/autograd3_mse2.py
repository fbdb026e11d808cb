import torch
import torch.nn.functional as F
x = torch.tensor([1., 2., 3.], requires_grad=True)
t = torch.tensor([0.5, 2.5, 2.0])
l = F.mse_loss(x * x, t)
g, = torch.autograd.grad(l, x, create_graph=True)
print(g.detach())
print(torch.autograd.grad(g.sum(), x))
