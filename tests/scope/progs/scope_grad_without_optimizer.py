import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.bias2 = torch.zeros(2, requires_grad=True)

    def forward(self, x):
        return self.fc(x) + self.bias2


net = Net()
opt = torch.optim.Adam(net.parameters(), lr=0.01)
loss = net(torch.ones(1, 2)).sum()
loss.backward()
opt.step()
print(net.bias2.grad is not None)
