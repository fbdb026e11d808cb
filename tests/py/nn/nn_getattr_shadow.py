import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer('b', torch.ones(1))
m.__dict__['b'] = 'shadow'
print(m.b, m._buffers['b'])
