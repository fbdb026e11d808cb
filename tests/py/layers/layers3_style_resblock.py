import torch, torch.nn as nn
torch.manual_seed(0)
class ResidualBlock(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.block = nn.Sequential(nn.ReflectionPad2d(1), nn.Conv2d(ch, ch, 3), nn.InstanceNorm2d(ch, affine=True), nn.ReLU(inplace=True),
                                   nn.ReflectionPad2d(1), nn.Conv2d(ch, ch, 3), nn.InstanceNorm2d(ch, affine=True))
    def forward(self, x):
        return x + self.block(x)
net = nn.Sequential(nn.ReflectionPad2d(2), nn.Conv2d(3, 4, 5), nn.InstanceNorm2d(4, affine=True), nn.ReLU(), ResidualBlock(4), nn.Conv2d(4, 3, 1))
print(net)
print(sum(p.numel() for p in net.parameters()))
x = torch.rand(2, 3, 8, 8)
target = torch.rand(2, 3, 8, 8)
opt = torch.optim.Adam(net.parameters(), lr=0.01)
for i in range(3):
    opt.zero_grad()
    out = net(x)
    loss = nn.functional.mse_loss(out, target)
    loss.backward()
    opt.step()
    print(i, round(loss.item(), 5), out.shape)
print(net[4].block[2].weight.grad)
