import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Linear(4, 4)
        self.blocks = [nn.Linear(4, 4) for _ in range(3)]
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        x = self.stem(x).relu()
        for b in self.blocks:
            x = b(x).relu()
        return self.head(x)


torch.manual_seed(0)
net = Net()
x = torch.randn(8, 4)
y = torch.randn(8, 1)
before = net.blocks[0].weight.clone()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for step in range(4):
    opt.zero_grad()
    loss = ((net(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
    print("step", step, "loss", round(loss.item(), 4))
print("tensors trained:", len(list(net.parameters())), "of 10")
print("block 0 moved?", not torch.equal(before, net.blocks[0].weight))
print("block 0 has grad?", net.blocks[0].weight.grad is not None)
