import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("keep", torch.zeros(2))
        self.register_buffer("mask", torch.ones(2), persistent=False)


m = M()
print("named_buffers:", [n for n, _ in m.named_buffers()])
print("state_dict:", list(m.state_dict().keys()))
m.double()
print("mask dtype after .double():", m.mask.dtype)
