# Real code: w86763777/pytorch-gan-collections, source/models/sngan.py (Generator and
# Discriminator, verbatim) and source/losses.py (Hinge) with the training step of sngan.py,
# commit 860e90bd882eb5737103de55bcf0e977d6952343. The discriminator puts
# torch.nn.utils.spectral_norm on every conv and linear layer.
# Adapted: sizes (8x8 images: Generator M=1, Discriminator M=8; z_dim 16, batch 2, n_dis 2,
# 2 steps), random "real" images instead of CIFAR-10, no flags/tensorboard.
import math

import torch
import torch.nn as nn
import torch.nn.init as init
from torch.nn.utils.spectral_norm import spectral_norm


class Generator(nn.Module):
    def __init__(self, z_dim, M=4):
        super().__init__()
        self.M = M
        self.linear = nn.Linear(z_dim, M * M * 512)
        self.main = nn.Sequential(
            nn.BatchNorm2d(512),
            nn.ReLU(True),
            nn.ConvTranspose2d(512, 256, kernel_size=4, stride=2, padding=1),
            nn.BatchNorm2d(256),
            nn.ReLU(True),
            nn.ConvTranspose2d(256, 128, kernel_size=4, stride=2, padding=1),
            nn.BatchNorm2d(128),
            nn.ReLU(True),
            nn.ConvTranspose2d(128, 64, kernel_size=4, stride=2, padding=1),
            nn.BatchNorm2d(64),
            nn.ReLU(True),
            nn.Conv2d(64, 3, kernel_size=3, stride=1, padding=1),
            nn.Tanh())
        self.initialize()

    def initialize(self):
        for m in self.modules():
            if isinstance(m, (nn.Conv2d, nn.ConvTranspose2d, nn.Linear)):
                init.normal_(m.weight, std=0.02)
                init.zeros_(m.bias)

    def forward(self, z, *args, **kwargs):
        x = self.linear(z)
        x = x.view(x.size(0), -1, self.M, self.M)
        x = self.main(x)
        return x


class Discriminator(nn.Module):
    def __init__(self, M=32):
        super().__init__()
        self.M = M

        self.main = nn.Sequential(
            # M
            nn.Conv2d(3, 64, kernel_size=3, stride=1, padding=1),
            nn.LeakyReLU(0.1, inplace=True),
            nn.Conv2d(64, 128, kernel_size=4, stride=2, padding=1),
            nn.LeakyReLU(0.1, inplace=True),
            # M / 2
            nn.Conv2d(128, 128, kernel_size=3, stride=1, padding=1),
            nn.LeakyReLU(0.1, inplace=True),
            nn.Conv2d(128, 256, kernel_size=4, stride=2, padding=1),
            nn.LeakyReLU(0.1, inplace=True),
            # M / 4
            nn.Conv2d(256, 256, kernel_size=3, stride=1, padding=1),
            nn.LeakyReLU(0.1, inplace=True),
            nn.Conv2d(256, 512, kernel_size=4, stride=2, padding=1),
            nn.LeakyReLU(0.1, inplace=True),
            # M / 8
            nn.Conv2d(512, 512, kernel_size=3, stride=1, padding=1),
            nn.LeakyReLU(0.1, inplace=True))

        self.linear = nn.Linear(M // 8 * M // 8 * 512, 1)
        self.initialize()

    def initialize(self):
        for m in self.modules():
            if isinstance(m, (nn.Conv2d, nn.Linear)):
                init.normal_(m.weight, std=0.02)
                init.zeros_(m.bias)
                spectral_norm(m)

    def forward(self, x, *args, **kwargs):
        x = self.main(x)
        x = torch.flatten(x, start_dim=1)
        x = self.linear(x)
        return x



class Hinge(nn.Module):
    def forward(self, pred_real, pred_fake=None):
        if pred_fake is not None:
            loss_real = F.relu(1 - pred_real).mean()
            loss_fake = F.relu(1 + pred_fake).mean()
            return loss_real + loss_fake
        else:
            loss = -pred_real.mean()
            return loss


import torch.nn.functional as F  # losses.py imports
import torch.optim as optim

torch.manual_seed(0)
z_dim, batch_size, n_dis, total_steps = 16, 2, 2, 2
net_G = Generator(z_dim, M=1)
net_D = Discriminator(M=8)
loss_fn = Hinge()
print(net_D.main[0], net_D.linear)
print([k for k in net_D.state_dict().keys()][:8])
print(net_D.main[2].weight_u.shape, net_D.main[2].weight_v.shape)
optim_G = optim.Adam(net_G.parameters(), lr=2e-4, betas=[0.0, 0.9])
optim_D = optim.Adam(net_D.parameters(), lr=2e-4, betas=[0.0, 0.9])
sched_G = optim.lr_scheduler.LambdaLR(
    optim_G, lambda step: 1 - step / total_steps)
sched_D = optim.lr_scheduler.LambdaLR(
    optim_D, lambda step: 1 - step / total_steps)
data = torch.rand(8, 3, 8, 8) * 2 - 1
for step in range(1, total_steps + 1):
    # Discriminator
    for i in range(n_dis):
        with torch.no_grad():
            z = torch.randn(batch_size, z_dim)
            fake = net_G(z).detach()
        real = data[i * batch_size:(i + 1) * batch_size]
        net_D_real = net_D(real)
        net_D_fake = net_D(fake)
        loss = loss_fn(net_D_real, net_D_fake)

        optim_D.zero_grad()
        loss.backward()
        optim_D.step()
        print('D', step, '%.4f' % loss)

    # Generator
    z = torch.randn(batch_size * 2, z_dim)
    loss = loss_fn(net_D(net_G(z)))

    optim_G.zero_grad()
    loss.backward()
    optim_G.step()
    print('G', step, '%.4f' % loss)

    sched_G.step()
    sched_D.step()
print(net_D.linear.weight_u, net_D.main[0].weight_v[:5])
net_D.eval()
with torch.no_grad():
    print(net_D(data[:3]).flatten())
