import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer('a', torch.zeros(1))
m.register_buffer('b', torch.zeros(1))
m.register_buffer('a', torch.ones(2), persistent=False)
print(list(m._buffers), m._non_persistent_buffers_set, list(m.state_dict()))
m.register_buffer('a', torch.ones(2), persistent=True)
print(m._non_persistent_buffers_set, list(m.state_dict()))
m.register_buffer('p', nn.Parameter(torch.ones(1)))
print(type(m._buffers['p']).__name__, [k for k, _ in m.named_parameters()], [k for k, _ in m.named_buffers()])
