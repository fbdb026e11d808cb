import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
l.register_buffer('cnt', torch.tensor(3))
l.half(); print(l.weight.dtype, l.cnt.dtype)
l.float(); print(l.weight.dtype)
l.bfloat16(); print(l.weight.dtype)
l.to(torch.float64); print(l.weight.dtype, l.cnt.dtype)
