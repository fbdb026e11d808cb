import torch
import torch.nn as nn
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
    def forward(self, x):
        self.cache = x * 2
        self.extra = nn.ReLU()
        return self.fc(x)
n = Net()
n(torch.ones(1, 2))
print('cache' in n.__dict__, list(n._modules))
