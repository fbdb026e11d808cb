# A DCGAN-style discriminator with torch.nn.utils.spectral_norm (hook API),
# trained for two steps against a small generator.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils import spectral_norm

torch.manual_seed(1)


class Discriminator(nn.Module):
    def __init__(self):
        super().__init__()
        self.main = nn.Sequential(
            nn.Flatten(),
            spectral_norm(nn.Linear(64, 16)),
            nn.LeakyReLU(0.2, inplace=True),
            spectral_norm(nn.Linear(16, 8)),
            nn.LeakyReLU(0.2, inplace=True),
            spectral_norm(nn.Linear(8, 1)),
        )

    def forward(self, x):
        return self.main(x)


class Generator(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(6, 64)

    def forward(self, z):
        return torch.tanh(self.fc(z)).view(-1, 1, 8, 8)


D = Discriminator()
G = Generator()
print(D)
print(list(D.state_dict().keys()))
print(D.main[1].weight_u.shape, D.main[1].weight_v.shape, D.main[1].weight_orig.shape)
optD = torch.optim.SGD(D.parameters(), lr=0.01)
optG = torch.optim.SGD(G.parameters(), lr=0.01)
real = torch.randn(4, 1, 8, 8)
for step in range(2):
    z = torch.randn(4, 6)
    fake = G(z)
    optD.zero_grad()
    lossD = F.relu(1.0 - D(real)).mean() + F.relu(1.0 + D(fake.detach())).mean()
    lossD.backward()
    optD.step()
    optG.zero_grad()
    lossG = -D(fake).mean()
    lossG.backward()
    optG.step()
    print(step, round(lossD.item(), 6), round(lossG.item(), 6))
print(D.main[1].weight_u)
print(type(D.main[5].weight.grad_fn).__name__)
D.eval()
with torch.no_grad():
    print(D(real).flatten())
sd = D.state_dict()
D2 = Discriminator()
print(D2.load_state_dict(sd))
D2.eval()
with torch.no_grad():
    print(torch.equal(D2(real), D(real)))

t = spectral_norm(nn.ConvTranspose2d(3, 2, 3))
print(t.weight_u.shape, t.weight_v.shape)
try:
    spectral_norm(t)
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    spectral_norm(nn.Linear(2, 2), n_power_iterations=0)
except ValueError as e:
    print(type(e).__name__, e)
lin = spectral_norm(nn.Linear(3, 2))
nn.utils.remove_spectral_norm(lin)
print([n for n, _ in lin.named_parameters()], list(lin.state_dict().keys()))
try:
    nn.utils.remove_spectral_norm(lin)
except ValueError as e:
    print(type(e).__name__, e)
