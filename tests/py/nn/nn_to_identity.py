import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
l.register_buffer('cnt', torch.tensor(3))
l.register_buffer('fb', torch.ones(1))
w = l.weight; fb = l.fb; cnt = l.cnt
r = l.double()
print(r is l, l.weight is w, l.weight.dtype, l.fb.dtype, l.fb is fb, l.cnt.dtype, l.cnt is cnt)
