import torch
import torch.nn as nn


class Mixed(nn.Module):
    def __init__(self):
        super().__init__()
        self.good = nn.ModuleList([nn.Linear(2, 2), nn.Linear(2, 2)])
        self.bad = [nn.Linear(2, 2)]
        self.also_bad = [nn.ModuleList([nn.Linear(2, 2)])]

    def forward(self, x):
        for l in self.good:
            x = l(x)
        for l in self.bad:
            x = l(x)
        return x


m = Mixed()
print([n for n, _ in m.named_modules()])
print(len(list(m.parameters())))
m.bad = nn.ModuleList(m.bad)
print([n for n, _ in m.named_modules()])
print(len(list(m.parameters())))
print(list(m.state_dict().keys()))
print(m(torch.zeros(1, 2)).shape)
m.good += [nn.Tanh()]
print(len(m.good), type(m.good).__name__)
print(m.good)
