import torch
import torch.nn as nn

class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)
    def forward(self, x):
        self.extra = nn.Linear(x.size(-1), 2)
        return self.extra(self.fc(x))

torch.manual_seed(0)
b = Bad()
print(len(list(b.parameters())))
b(torch.ones(1, 4))
print(len(list(b.parameters())), list(b.state_dict().keys()))
w1 = b.extra.weight.clone()
b(torch.ones(1, 4))
print(torch.equal(w1, b.extra.weight))
opt = torch.optim.SGD(b.parameters(), lr=0.1)
print(sum(len(g["params"]) for g in opt.param_groups))
class Worse(nn.Module):
    def forward(self, x):
        layer = nn.Linear(x.size(-1), 3)
        return layer(x)
w = Worse()
print(w(torch.ones(2, 5)).shape, list(w.parameters()), w)
