import torch
import torch.nn as nn
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
for p in m[0].parameters(): p.requires_grad = False
print([n for n, p in m.named_parameters() if p.requires_grad])
print(sum(p.numel() for p in m.parameters() if p.requires_grad))
