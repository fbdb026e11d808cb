import torch
import torch.nn as nn

m = nn.Module()
p = nn.Parameter(torch.ones(2))
m.a = p
m.b = p
m.register_buffer("r1", torch.zeros(1))
buf = torch.ones(3)
m.register_buffer("r2", buf)
m.register_buffer("r3", buf)
print([n for n, _ in m.named_parameters()])
print([n for n, _ in m.named_parameters(remove_duplicate=False)])
print([n for n, _ in m.named_buffers()])
print([n for n, _ in m.named_buffers(remove_duplicate=False)])
print(list(m.state_dict().keys()))
print(len(list(m.parameters())), len(list(m.buffers())))
