import torch
import torch.nn as nn
m = nn.Module()
m.w = nn.Parameter(torch.ones(1)); m.register_buffer('b', torch.ones(1), persistent=False); m.c = nn.ReLU(); m.q = 7
del m.w; del m.b; del m.c; del m.q
print(m._parameters, m._buffers, m._modules, m._non_persistent_buffers_set, 'q' in m.__dict__)
try: del m.nonexist
except AttributeError as e: print(e)
try: del m.w
except AttributeError as e: print(e)
