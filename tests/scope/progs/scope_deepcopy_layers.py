# Modules made by copy.deepcopy are built by __new__ + __setstate__, so
# Module.__init__ never runs on them, yet they are complete modules: every
# layer of nn.TransformerEncoder and every cloned block must not be marked
# "Module.__init__ never ran".
import copy

import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        return torch.relu(self.fc(x))


class Stack(nn.Module):
    def __init__(self, n):
        super().__init__()
        proto = Block()
        self.blocks = nn.ModuleList([copy.deepcopy(proto) for _ in range(n)])

    def forward(self, x):
        for b in self.blocks:
            x = b(x)
        return x


layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0)
enc = nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)
net = Stack(3)
twin = copy.deepcopy(net)
print(net(torch.ones(1, 4)).shape, enc(torch.ones(3, 1, 8)).shape)
print(sum(p.numel() for p in twin.parameters()), len(enc.layers))
