import torch
import torch.nn as nn

m = nn.Linear(2, 2)
try:
    m.weight.add_(1.0)
except RuntimeError as e:
    print("RuntimeError:", e)

with torch.no_grad():
    m.weight.fill_(0.25)
print("after no_grad edit:", m.weight[0].tolist())
print("still a leaf that requires grad:", m.weight.is_leaf, m.weight.requires_grad)
