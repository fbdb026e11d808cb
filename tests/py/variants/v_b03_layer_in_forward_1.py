import torch
import torch.nn as nn


class BadPattern(nn.Module):
    def __init__(self):
        super().__init__()
        self.keep = nn.Linear(4, 4)

    def forward(self, x):
        x = self.keep(x)
        self.tmp = nn.Linear(x.size(-1), 2)
        return self.tmp(x)


torch.manual_seed(0)
m = BadPattern()
print([n for n, _ in m.named_parameters()])
x = torch.ones(1, 4)
a = m(x)
print([n for n, _ in m.named_parameters()])
w1 = m.tmp.weight
b = m(x)
print("same tmp weight object:", w1 is m.tmp.weight)
print("same output:", torch.equal(a, b))
print(list(m.state_dict().keys()))
opt = torch.optim.SGD(m.parameters(), lr=0.1)
print(len(opt.param_groups[0]["params"]))
