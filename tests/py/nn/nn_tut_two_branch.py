import torch
import torch.nn as nn
torch.manual_seed(0)
class Two(nn.Module):
    def __init__(self):
        super().__init__()
        self.left = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
        self.right = nn.Sequential(nn.Linear(2, 2), nn.Sigmoid())
        self.head = nn.Linear(4, 1)
    def forward(self, x):
        return self.head(torch.cat([self.left(x), self.right(x)], dim=1))
t = Two()
print(t)
print([k for k, _ in t.named_modules()])
print(t(torch.ones(2, 2)).shape)
