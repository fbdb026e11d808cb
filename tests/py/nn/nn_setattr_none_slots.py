import torch
import torch.nn as nn
m = nn.Module()
m.w = nn.Parameter(torch.ones(1)); m.c = nn.ReLU(); m.register_buffer('b', torch.ones(1))
m.w = None; m.c = None; m.b = None
print(m._parameters, m._modules, m._buffers)
print(m.w, m.c, m.b)
print(m)
