import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
print(l.state_dict())
print(nn.Module().state_dict())
m = nn.Module(); m.register_buffer('b', None); m.register_parameter('p', None)
print(m.state_dict())
