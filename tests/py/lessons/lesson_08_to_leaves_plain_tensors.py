import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)
        self.proj = torch.eye(3)

    def forward(self, x):
        return self.fc(x) @ self.proj


m = M().double()
print("fc.weight:", m.fc.weight.dtype)
print("proj:", m.proj.dtype)
try:
    m(torch.ones(1, 3, dtype=torch.float64))
except RuntimeError as e:
    print("RuntimeError:", e)
