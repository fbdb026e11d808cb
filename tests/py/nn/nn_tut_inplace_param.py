import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 1)
try:
    l.weight += 1
except RuntimeError as e:
    print(e)
with torch.no_grad():
    l.weight += 1
print(l.weight.requires_grad, l.weight.is_leaf)
