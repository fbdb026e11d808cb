import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer('b', torch.zeros(1))
try:
    m.b = 's'
except Exception as e:
    print(type(e).__name__, e)
print(list(m._buffers), list(m._modules))
