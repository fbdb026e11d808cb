import torch
import torch.nn as nn

m = nn.Module()
m.register_buffer("a", torch.ones(2), persistent=False)
m.register_buffer("b", torch.ones(2))
print(m._non_persistent_buffers_set)
m.register_buffer("a", torch.zeros(2))
print(m._non_persistent_buffers_set, list(m.state_dict().keys()))
m.register_buffer("b", torch.zeros(2), persistent=False)
print(m._non_persistent_buffers_set, list(m.state_dict().keys()))
m.register_buffer("c", None, persistent=False)
print(sorted(m._non_persistent_buffers_set), list(m._buffers.keys()))
del m.b
print(m._non_persistent_buffers_set, list(m._buffers.keys()))
m.c = torch.arange(3)
print(list(m.state_dict().keys()), [n for n, _ in m.named_buffers()])
m.to(torch.float64)
print(m.a.dtype, m.c.dtype)
