import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer('b', torch.zeros(1))
m.b = torch.ones(3)
print(m._buffers)
m.register_buffer('np', torch.zeros(1), persistent=False)
m.np = torch.ones(2)
print(m._non_persistent_buffers_set, list(m.state_dict().keys()))
