import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer('a', torch.ones(1))
m.register_buffer('b', torch.ones(1), persistent=False)
print(list(m.state_dict()), [k for k, _ in m.named_buffers()])
