import torch
import torch.nn as nn


class Scaler(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.alpha = nn.Parameter(torch.full((n,), 0.5))
        self.register_buffer("count", torch.zeros(n, dtype=torch.long))
        self.cache = torch.ones(n)
        self.name_tag = "scaler"
        self.register_buffer("shift", torch.arange(n, dtype=torch.float32))


s = Scaler(3)
print("params :", list(s._parameters.keys()))
print("buffers:", list(s._buffers.keys()))
print("dict   :", [k for k in s.__dict__ if not k.startswith("_")])
print("named_parameters:", [(n, tuple(p.shape)) for n, p in s.named_parameters()])
print("named_buffers:", [(n, b.dtype) for n, b in s.named_buffers()])
sd = s.state_dict()
print("state_dict:", list(sd.keys()))
print("cache" in sd, "count" in sd, "shift" in sd)
print(sd["shift"])
print(sd["count"])
print(s.alpha)
