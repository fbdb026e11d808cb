import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
x = torch.randn(4, 2)
net(x).sum().backward()
g = net[0].weight.grad
w = net[0].weight
net.double()
print(net[0].weight is w, net[0].weight.grad is g, net[0].weight.grad.dtype, net[2].bias.grad.dtype)
print(net(x.double()).dtype)
net.to(torch.float16)
print(net[0].weight.dtype, net[0].weight.grad.dtype)
net.float()
print(net[0].weight.dtype)
print(net[0].weight.requires_grad, net[0].weight.is_leaf, type(net[0].weight).__name__)
