import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.register_buffer("steps", torch.tensor(0))
        self.register_buffer("mean", torch.zeros(2))
        self.register_buffer("flags", torch.ones(2, dtype=torch.bool))
        self.plain = torch.zeros(2)
        self.plain_list = [torch.zeros(1)]


m = M()
m.double()
print(m.fc.weight.dtype, m.steps.dtype, m.mean.dtype, m.flags.dtype, m.plain.dtype, m.plain_list[0].dtype)
m.half()
print(m.fc.weight.dtype, m.steps.dtype, m.mean.dtype, m.flags.dtype, m.plain.dtype)
m.bfloat16()
print(m.fc.weight.dtype, m.mean.dtype)
m.float()
print(m.fc.weight.dtype, m.mean.dtype)
m.to(dtype=torch.float64)
print(m.fc.weight.dtype, m.steps.dtype)
m.type(torch.float32)
print(m.fc.weight.dtype, m.steps.dtype, m.flags.dtype)
for bad in (torch.int64, torch.bool):
    try:
        m.to(bad)
    except TypeError as e:
        print("TypeError:", e)
print(m.to(torch.float32, non_blocking=True) is m)
