import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.bias2 = torch.ones(2)
        self.register_buffer("bias3", torch.ones(2))

    def forward(self, x):
        return self.fc(x) + self.bias2 + self.bias3


m = M().double()
out = m(torch.ones(1, 2, dtype=torch.float64))
print(out.dtype, m.bias2.dtype, m.bias3.dtype)
a = torch.ones(2, dtype=torch.float64) + torch.ones(2)
b = torch.ones(2, dtype=torch.float16) + torch.ones(2)
c = torch.ones(2, dtype=torch.int32) + torch.ones(2, dtype=torch.int64)
d = torch.ones(2, dtype=torch.int64) * 0.5
e = torch.ones(2, dtype=torch.float16) * torch.tensor(2.0, dtype=torch.float64)
f = torch.ones(2, dtype=torch.bool) + torch.ones(2, dtype=torch.uint8)
print(a.dtype, b.dtype, c.dtype, d.dtype, e.dtype, f.dtype)
print(torch.result_type(torch.ones(1), 1.0), torch.promote_types(torch.float16, torch.int64))
