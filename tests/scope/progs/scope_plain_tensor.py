import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)
        self.scale = torch.ones(3)

    def forward(self, x):
        return self.fc(x) * self.scale


m = M()
m.double()
print(m.fc.weight.dtype, m.scale.dtype)
