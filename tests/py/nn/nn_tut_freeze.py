import torch
import torch.nn as nn
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
m[0].requires_grad_(False)
out = m(torch.ones(1, 2)).sum()
out.backward()
print(m[0].weight.grad, m[1].weight.grad is not None)
print([n for n, p in m.named_parameters() if p.requires_grad])
