# A tiny 3-D U-Net (Conv3d, BatchNorm3d, MaxPool3d, ConvTranspose3d, trilinear
# upsampling, skip connections) and a volume VAE encoder, trained a few Adam
# steps in float64: the model print, parameter count, losses and a gradient norm.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Block(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.net = nn.Sequential(nn.Conv3d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm3d(cout),
                                 nn.ReLU(inplace=True), nn.Conv3d(cout, cout, 3, padding=1), nn.InstanceNorm3d(cout),
                                 nn.LeakyReLU(0.1))

    def forward(self, x):
        return self.net(x)


class UNet3D(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc1 = Block(1, 4)
        self.pool = nn.MaxPool3d(2)
        self.enc2 = Block(4, 8)
        self.up = nn.ConvTranspose3d(8, 4, 2, stride=2)
        self.dec = Block(8, 4)
        self.head = nn.Conv3d(4, 2, 1)

    def forward(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(self.pool(e1))
        d = self.dec(torch.cat([self.up(e2), e1], 1))
        return self.head(d) + F.interpolate(self.head(self.up(e2)), scale_factor=1, mode="trilinear")


torch.manual_seed(0)
net = UNet3D().double()
print(net)
print(sum(p.numel() for p in net.parameters()))
opt = torch.optim.Adam(net.parameters(), lr=1e-2)
x = torch.randn(2, 1, 4, 4, 4, dtype=torch.float64)
target = (x > 0).long().squeeze(1)
for step in range(4):
    opt.zero_grad()
    out = net(x)
    loss = F.cross_entropy(out, target)
    loss.backward()
    opt.step()
    print(step, tuple(out.shape), round(loss.item(), 10))
print(round(net.enc1.net[0].weight.grad.norm().item(), 8))
print(net.enc1.net[1].running_mean)


class VolEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.ReplicationPad3d(1), nn.Conv3d(1, 3, 3, stride=2), nn.ELU(),
                                  nn.AvgPool3d(2, ceil_mode=True), nn.AdaptiveAvgPool3d(1), nn.Flatten())
        self.mu = nn.Linear(3, 2)
        self.logvar = nn.Linear(3, 2)

    def forward(self, x):
        h = self.body(x)
        return self.mu(h), self.logvar(h)


torch.manual_seed(1)
enc = VolEncoder().double()
mu, logvar = enc(torch.randn(3, 1, 6, 5, 7, dtype=torch.float64))
kl = -0.5 * torch.mean(1 + logvar - mu.pow(2) - logvar.exp())
kl.backward()
print(enc)
print(round(kl.item(), 12), mu.grad_fn.name(), round(enc.body[1].weight.grad.abs().sum().item(), 10))
