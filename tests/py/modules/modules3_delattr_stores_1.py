import torch
import torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(2))
        self.register_buffer("b", torch.zeros(2))
        self.register_buffer("nb", torch.zeros(1), persistent=False)
        self.sub = nn.Linear(1, 1)
        self.plain = 3

m = M()
print(sorted(m.state_dict().keys()))
del m.w
print(list(m._parameters), hasattr(m, "w"))
del m.b
print(list(m._buffers), m._non_persistent_buffers_set)
del m.nb
print(list(m._buffers), m._non_persistent_buffers_set)
del m.sub
print(list(m._modules))
del m.plain
print("plain" in m.__dict__)
try:
    del m.nothing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del m.w
except AttributeError as e:
    print(type(e).__name__, e)
print(m)
print(m.state_dict())
