import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer('b', torch.ones(1), persistent=False)
m.b = nn.Parameter(torch.ones(1))
print(list(m._buffers), list(m._parameters), m._non_persistent_buffers_set)
m.register_buffer('c', torch.ones(1), persistent=False)
m.c = nn.ReLU()
print(list(m._buffers), list(m._modules), m._non_persistent_buffers_set)
