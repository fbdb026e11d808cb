import torch
import torch.nn.functional as F
x = torch.tensor([-1., 0.5, 2.], requires_grad=True)
y = (F.leaky_relu(x, 0.1) * x).sum()
g, = torch.autograd.grad(y, x, create_graph=True)
print(g)
print(torch.autograd.grad(g.sum(), x))
