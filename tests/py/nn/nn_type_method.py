import torch
import torch.nn as nn
l = nn.Linear(1, 1)
l.register_buffer('cnt', torch.tensor(3))
print(l.type(torch.float64) is l, l.weight.dtype, l.cnt.dtype)
