import torch
import torch.nn as nn
from collections import OrderedDict

layers = OrderedDict()
for i, (a, b) in enumerate([(4, 8), (8, 8), (8, 2)]):
    layers[f"fc{i}"] = nn.Linear(a, b)
    if i < 2:
        layers[f"act{i}"] = nn.ReLU()
s = nn.Sequential(layers)
print(s)
print(s.fc0, s[0] is s.fc0, s[-1] is s.fc2)
print([k for k in s.state_dict()])
sub = s[:2]
print(sub, type(sub).__name__)
print(list(s._modules.keys())[1:4])
try:
    nn.Sequential(OrderedDict([("a", nn.ReLU())]), nn.ReLU())
except Exception as e:
    print(type(e).__name__, e)
s.add_module("out", nn.Softmax(dim=-1))
print(list(s._modules))
torch.manual_seed(0)
print(s(torch.randn(1, 4)).sum().item() > 0.99)
for idx, (name, module) in enumerate(s.named_children()):
    print(idx, name, module.__class__.__name__)
