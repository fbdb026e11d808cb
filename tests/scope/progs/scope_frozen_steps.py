import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Linear(3, 3)
        self.extra = [nn.Linear(3, 3)]
        self.gain = torch.ones(3, requires_grad=True)

    def forward(self, x):
        return self.extra[0](self.stem(x)) * self.gain


torch.manual_seed(0)
net = Net()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
x = torch.randn(4, 3)
for step in range(3):
    opt.zero_grad()
    loss = net(x).pow(2).mean()
    loss.backward()
    opt.step()
print(round(loss.item(), 4))
