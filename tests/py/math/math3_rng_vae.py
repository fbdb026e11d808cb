import torch
import torch.nn as nn
torch.manual_seed(0)
enc = nn.Linear(6, 4)
x = torch.randn(3, 6)
h = enc(x)
mu, logvar = h[:, :2], h[:, 2:]
std = torch.exp(0.5 * logvar)
eps = torch.randn_like(std)
z = mu + eps * std
print(z)
z2 = torch.normal(mu, std)
print(z2.detach())
print(torch.normal(mu.detach(), 0.1))
kl = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
print(kl)
