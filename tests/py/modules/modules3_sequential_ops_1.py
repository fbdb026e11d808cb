import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(0)
s = nn.Sequential(OrderedDict([("fc1", nn.Linear(4, 3)), ("act", nn.ReLU()), ("fc2", nn.Linear(3, 1))]))
print(s)
print(s.fc1)
print(s[0] is s.fc1, s[-1] is s.fc2)
print(s[1:])
print(type(s[1:]).__name__)
s.append(nn.Sigmoid())
print(len(s), [n for n, _ in s.named_children()])
try:
    s.insert(0, nn.Identity())
except KeyError as e:
    print(type(e).__name__, e)
print([n for n, _ in s.named_children()])
del s[0]
print([n for n, _ in s.named_children()])
s2 = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
s3 = s2 + nn.Sequential(nn.Tanh())
print(s3)
s4 = s2 * 2
print(s4)
print(s2.pop(1), len(s2))
s2.extend([nn.ELU(), nn.GELU()])
print(s2)
x = torch.randn(2, 4)
try:
    print(s(x).shape)
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    s[10]
except IndexError as e:
    print(type(e).__name__, e)
