import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
class TinyUNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.down = nn.Conv2d(1, 4, 3, padding=1)
        self.pool = nn.MaxPool2d(2)
        self.mid = nn.Conv2d(4, 4, 3, padding=1)
        self.up = nn.Upsample(scale_factor=2, mode="nearest")
        self.out = nn.Conv2d(8, 1, 1)
    def forward(self, x):
        d = F.relu(self.down(x))
        m = F.relu(self.mid(self.pool(d)))
        u = self.up(m)
        return self.out(torch.cat([u, d], 1))
net = TinyUNet()
print(net)
x = torch.rand(2, 1, 8, 8)
mask = (torch.rand(2, 1, 8, 8) > 0.5).float()
opt = torch.optim.SGD(net.parameters(), lr=0.5, momentum=0.9)
for i in range(4):
    opt.zero_grad()
    loss = F.binary_cross_entropy_with_logits(net(x), mask)
    loss.backward()
    opt.step()
    print(i, round(loss.item(), 6))
print(net.up(torch.arange(4.).view(1, 1, 2, 2)))
