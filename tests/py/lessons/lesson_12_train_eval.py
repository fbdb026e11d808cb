import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(0.5)
        self.hidden = [nn.Dropout(0.5)]


m = M()
m.eval()
print("m.training:", m.training)
print("registered drop:", m.drop.training)
print("drop in a list:", m.hidden[0].training)
x = torch.ones(2, requires_grad=True)
y = (m.drop(x) * 3).sum()
print("grad still tracked in eval:", y.requires_grad)
