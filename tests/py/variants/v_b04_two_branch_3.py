import torch
import torch.nn as nn


class MultiHead(nn.Module):
    def __init__(self):
        super().__init__()
        self.trunk = nn.Linear(3, 4)
        self.heads = nn.ModuleList([nn.Linear(4, k) for k in (1, 2, 3)])

    def forward(self, x):
        h = torch.tanh(self.trunk(x))
        return [head(h) for head in self.heads]


torch.manual_seed(11)
m = MultiHead()
outs = m(torch.randn(5, 3))
print([o.shape for o in outs])
loss = sum(o.pow(2).mean() for o in outs)
loss.backward()
print(round(loss.item(), 5))
print([h.weight.grad.shape for h in m.heads])
print(m.trunk.weight.grad.abs().sum() > 0)
print(m)
