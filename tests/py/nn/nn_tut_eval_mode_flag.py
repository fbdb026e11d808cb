import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x):
        return x * (2 if self.training else 1)
m = nn.Sequential(M())
print(m(torch.ones(1)))
m.eval(); print(m(torch.ones(1)))
m.train(); print(m(torch.ones(1)))
