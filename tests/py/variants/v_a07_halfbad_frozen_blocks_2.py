import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Linear(2, 4)
        self.blocks = nn.ModuleList([nn.Linear(4, 4) for _ in range(2)])
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        x = torch.relu(self.stem(x))
        for b in self.blocks:
            x = torch.relu(b(x))
        return self.head(x)


torch.manual_seed(0)
net = Net()
for p in net.stem.parameters():
    p.requires_grad = False
opt = torch.optim.SGD([p for p in net.parameters() if p.requires_grad], lr=0.05, momentum=0.9)
print("in opt:", sum(len(g["params"]) for g in opt.param_groups))
stem0 = net.stem.weight.clone()
blk0 = net.blocks[0].weight.clone()
x = torch.randn(10, 2)
target = x.sum(dim=1, keepdim=True)
for i in range(4):
    opt.zero_grad()
    loss = ((net(x) - target) ** 2).mean()
    loss.backward()
    opt.step()
    print(f"step {i}: loss={loss.item():.5f}")
print("stem changed:", not torch.equal(stem0, net.stem.weight), net.stem.weight.grad)
print("block changed:", not torch.equal(blk0, net.blocks[0].weight))
print(sorted(opt.state[net.head.weight].keys()))
print(net.head.weight)
