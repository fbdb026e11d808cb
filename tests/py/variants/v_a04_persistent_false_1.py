import torch
import torch.nn as nn


class PosEnc(nn.Module):
    def __init__(self, length, dim):
        super().__init__()
        pe = torch.arange(length * dim, dtype=torch.float32).reshape(length, dim) / 10
        self.register_buffer("pe", pe, persistent=False)
        self.register_buffer("scale", torch.tensor(1.5))
        self.register_buffer("mask", torch.ones(length, dtype=torch.bool), persistent=False)
        self.proj = nn.Linear(dim, dim)


m = PosEnc(3, 2)
print("named_buffers:", [n for n, _ in m.named_buffers()])
print("state_dict   :", list(m.state_dict().keys()))
print("non-persistent:", sorted(m._non_persistent_buffers_set))
m.double()
print(m.pe.dtype, m.scale.dtype, m.mask.dtype, m.proj.weight.dtype)
m.half()
print(m.pe.dtype, m.scale.dtype, m.mask.dtype)
print(m.pe)
m.float()
sd = m.state_dict()
print(sd["scale"])
r = m.load_state_dict(sd)
print(r)
r = m.load_state_dict({k: v for k, v in sd.items()} | {"pe": torch.zeros(3, 2)}, strict=False)
print(r)
