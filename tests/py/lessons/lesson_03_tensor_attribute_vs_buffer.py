import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(2))
        self.register_buffer("running", torch.zeros(2))
        self.plain = torch.zeros(2)


m = M()
print("_parameters:", list(m._parameters.keys()))
print("_buffers:", list(m._buffers.keys()))
print("state_dict:", list(m.state_dict().keys()))
print("plain saved?", "plain" in m.state_dict())
m.double()
print("running:", m.running.dtype, "plain:", m.plain.dtype)
