# Compare view e2e (tests/e2e/run.mjs): the seeds' GoodNet, its blocks in a
# ModuleList, trained for 4 steps. Its pair is e2e_compare_badnet.py.
import torch
import torch.nn as nn


class GoodNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
        self.out = nn.Linear(2, 1)

    def forward(self, x):
        for blk in self.blocks:
            x = blk(x)
        return self.out(x)


torch.manual_seed(0)
net = GoodNet()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
x, y = torch.randn(8, 2), torch.randn(8, 1)
for step in range(4):
    opt.zero_grad()
    loss = ((net(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
print(list(net.state_dict().keys()))
