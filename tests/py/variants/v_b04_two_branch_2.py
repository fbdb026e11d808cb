import torch
import torch.nn as nn


class Residual(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.fc1 = nn.Linear(dim, dim)
        self.fc2 = nn.Linear(dim, dim)

    def forward(self, x, use_shortcut=True):
        y = self.fc2(torch.relu(self.fc1(x)))
        if use_shortcut:
            return y + x
        return y


class Refine(nn.Module):
    def __init__(self, dim, iters):
        super().__init__()
        self.iters = iters
        self.block = Residual(dim)

    def forward(self, x):
        for _ in range(self.iters):
            x = self.block(x)
        return x


torch.manual_seed(2)
r = Refine(4, 3)
print(r)
x = torch.randn(2, 4)
print(r(x))
print(r.block(x, use_shortcut=False).shape)
r.iters = 0
print(torch.equal(r(x), x))
print("iters" in r.state_dict(), r.iters, [n for n, _ in r.named_parameters()])
