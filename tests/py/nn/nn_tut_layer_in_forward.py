import torch
import torch.nn as nn
torch.manual_seed(0)
class Bad(nn.Module):
    def forward(self, x):
        fc = nn.Linear(2, 1)
        return fc(x)
b = Bad()
print(len(list(b.parameters())))
a = b(torch.ones(1, 2)); c = b(torch.ones(1, 2))
print(torch.equal(a, c))
