import torch
import torch.nn as nn
from torch.nn.utils import parameters_to_vector, vector_to_parameters, clip_grad_norm_, clip_grad_value_

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
v = parameters_to_vector(net.parameters())
print(v.shape, v.requires_grad)
vector_to_parameters(torch.arange(v.numel(), dtype=torch.float32), net.parameters())
print(net[0].weight, net[1].bias)
net(torch.ones(3, 2)).sum().backward()
norm = clip_grad_norm_(net.parameters(), max_norm=1.0)
print(f"{norm.item():.4f}")
print(f"{torch.sqrt(sum(p.grad.pow(2).sum() for p in net.parameters())).item():.4f}")
clip_grad_value_(net.parameters(), 0.1)
print([round(p.grad.abs().max().item(), 4) for p in net.parameters()])
