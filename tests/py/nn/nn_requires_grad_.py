import torch
import torch.nn as nn
s = nn.Sequential(nn.Linear(1, 1), nn.Linear(1, 1))
print(s.requires_grad_(False) is s, [p.requires_grad for p in s.parameters()])
s[0].requires_grad_()
print([p.requires_grad for p in s.parameters()])
s.requires_grad_(requires_grad=True)
print([p.requires_grad for p in s.parameters()])
