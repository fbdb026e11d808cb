import torch
import torch.nn as nn


class BadNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(2, 2) for _ in range(3)]
        self.out = nn.Linear(2, 1)

    def forward(self, x):
        for lay in self.layers:
            x = lay(x)
        return self.out(x)


class GoodNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
        self.out = nn.Linear(2, 1)

    def forward(self, x):
        for lay in self.layers:
            x = lay(x)
        return self.out(x)


torch.manual_seed(0)
bad, good = BadNet(), GoodNet()
opt_bad = torch.optim.SGD(bad.parameters(), lr=0.1)
opt_good = torch.optim.SGD(good.parameters(), lr=0.1)
x, y = torch.randn(8, 2), torch.randn(8, 1)
for step in range(4):
    for net, opt in ((bad, opt_bad), (good, opt_good)):
        opt.zero_grad()
        loss = ((net(x) - y) ** 2).mean()
        loss.backward()
        opt.step()
        print(type(net).__name__, step, round(loss.item(), 4))
