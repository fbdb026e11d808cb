import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        self.rot = torch.eye(2)

    def forward(self, x):
        return self.rot @ self.fc(x).T


m = M().double()
print("fc.weight:", m.fc.weight.dtype, " rot:", m.rot.dtype)
try:
    m(torch.ones(4, 3, dtype=torch.float64))
except RuntimeError as e:
    print("RuntimeError:", e)
for a, b in [(torch.float32, torch.float64), (torch.float64, torch.float32), (torch.float16, torch.float32), (torch.float32, torch.int64)]:
    try:
        torch.ones(2, 2, dtype=a) @ torch.ones(2, 2, dtype=b)
    except RuntimeError as e:
        print(a, b, "->", e)
    try:
        torch.mm(torch.ones(2, 2, dtype=a), torch.ones(2, 2, dtype=b))
    except RuntimeError as e:
        print("mm", a, b, "->", e)
lin = nn.Linear(2, 2)
for dt in (torch.float64, torch.float16, torch.int32):
    try:
        lin(torch.ones(1, 2, dtype=dt))
    except RuntimeError as e:
        print("linear", dt, "->", e)
