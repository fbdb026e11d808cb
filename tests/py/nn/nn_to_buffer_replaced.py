import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer('fb', torch.ones(1))
m.t = torch.ones(1)
fb = m.fb
m.to('cpu'); print(m.fb is fb)
m.double(); print(m.fb is fb, m.fb.dtype, m.t.dtype)
