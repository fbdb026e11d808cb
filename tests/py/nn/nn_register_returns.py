import torch
import torch.nn as nn
m = nn.Module()
print(m.register_buffer('b', torch.zeros(1)), m.register_parameter('p', None), m.add_module('c', nn.ReLU()), m.register_module('d', None))
