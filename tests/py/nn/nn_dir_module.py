import torch
import torch.nn as nn
m = nn.Linear(1, 1)
d = dir(m)
print([k for k in d if k in ('weight', 'bias', 'in_features', 'forward', 'training', '_parameters')])
print(d == sorted(d))
s = nn.Sequential(nn.ReLU(), nn.Tanh())
print([k for k in dir(s) if k.isdigit()])
