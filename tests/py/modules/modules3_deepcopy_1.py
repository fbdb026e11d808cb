import copy
import torch
import torch.nn as nn

torch.manual_seed(0)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.tied = self.fc
        self.register_buffer("count", torch.tensor(3))
        self.cfg = {"lr": 0.1}

n = Net()
c = copy.deepcopy(n)
print(c is n, c.fc is n.fc, c.tied is c.fc)
print(c.fc.weight is n.fc.weight, torch.equal(c.fc.weight, n.fc.weight))
print(type(c.fc.weight).__name__, c.fc.weight.requires_grad)
print(c.cfg is n.cfg, c.cfg)
print(c.count, c.count is n.count)
with torch.no_grad():
    c.fc.weight.add_(1)
print(torch.equal(c.fc.weight, n.fc.weight))
print(len(list(c.parameters())))
s = copy.copy(n)
print(s.fc is n.fc, s._modules is n._modules)
print(c)
