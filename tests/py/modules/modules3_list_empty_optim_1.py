import torch
import torch.nn as nn

class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(2, 2) for _ in range(3)]
    def forward(self, x):
        for l in self.layers:
            x = l(x)
        return x

class Good(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])

b = Bad()
print(len(list(b.parameters())), b)
try:
    torch.optim.SGD(b.parameters(), lr=0.1)
except ValueError as e:
    print(type(e).__name__, e)
g = Good()
print(sum(p.numel() for p in g.parameters()))
opt = torch.optim.Adam(g.parameters(), lr=1e-3)
print(opt)
print(len(opt.param_groups), len(opt.param_groups[0]["params"]))
print(sorted(k for k in opt.param_groups[0] if k != "params"))
opt2 = torch.optim.SGD([{"params": g.layers[0].parameters()}, {"params": g.layers[1].parameters(), "lr": 0.5}], lr=0.1, momentum=0.9)
print(opt2)
print([pg["lr"] for pg in opt2.param_groups])
