import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Linear(3, 3)
        self.blocks = [nn.Linear(3, 3) for _ in range(2)]
        self.head = nn.Linear(3, 1)

    def forward(self, x):
        x = self.stem(x)
        for b in self.blocks:
            x = torch.relu(b(x))
        return self.head(x)


torch.manual_seed(0)
net = Net()
before = {n: p.detach().clone() for n, p in net.named_parameters()}
frozen = net.blocks[0].weight.detach().clone()
opt = torch.optim.Adam(net.parameters(), lr=0.05)
print(sum(p.numel() for g in opt.param_groups for p in g["params"]))
for _ in range(5):
    opt.zero_grad()
    net(torch.randn(8, 3)).pow(2).mean().backward()
    opt.step()
for n, p in net.named_parameters():
    print(n, not torch.equal(before[n], p))
print("block0 moved:", not torch.equal(frozen, net.blocks[0].weight))
print("block0 grad:", net.blocks[0].weight.grad is not None)
print(len(opt.state))
