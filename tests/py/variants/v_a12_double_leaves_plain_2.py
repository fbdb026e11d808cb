import torch
import torch.nn as nn


class Proj(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2, bias=False)
        with torch.no_grad():
            self.fc.weight.copy_(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
        self.offset = torch.tensor([0.5, -0.5])
        self.register_buffer("reg_offset", torch.tensor([0.5, -0.5]))

    def forward(self, x):
        return self.fc(x) + self.offset + self.reg_offset


m = Proj().double()
x = torch.ones(1, 2, dtype=torch.float64)
y = m(x)
print(y, y.dtype)
print(m.offset.dtype, m.reg_offset.dtype)
m.offset = m.offset.double()
print(m(x).dtype)
m.float()
try:
    m(x)
except RuntimeError as e:
    print("RuntimeError:", e)
print(m(x.float()))
