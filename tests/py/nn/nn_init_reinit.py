import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer('b', torch.ones(1))
m.x = 3
nn.Module.__init__(m)
print(list(vars(m).keys()))
print(m._buffers)
