# Double backward through an in-place LeakyReLU (LeakyReluBackward1), as a WGAN-GP gradient penalty does.
import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 4), nn.LeakyReLU(0.2, inplace=True), nn.Linear(4, 1))
x = torch.randn(5, 3, requires_grad=True)
out = net(x)
print(out.grad_fn.name(), out.grad_fn.next_functions[1][0].next_functions[0][0].name())
g = torch.autograd.grad(out, x, grad_outputs=torch.ones_like(out), create_graph=True, retain_graph=True)[0]
print(type(g.grad_fn).__name__)
penalty = ((g.norm(2, dim=1) - 1) ** 2).mean()
penalty.backward()
print(round(penalty.item(), 4))
print(net[0].weight.grad.round(decimals=4))
print(net[2].weight.grad.round(decimals=4))
y = torch.tensor([-1.0, 2.0, -3.0], requires_grad=True)
z = torch.nn.functional.leaky_relu(y * 1, 0.1, inplace=True)
(gy,) = torch.autograd.grad(z.sum(), y, create_graph=True)
print(gy, gy.requires_grad)
