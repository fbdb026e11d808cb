import torch
import torch.nn as nn
torch.manual_seed(0)
class MLP(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(sizes, sizes[1:]))
        self.act = nn.ReLU()
    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i < len(self.layers) - 1:
                x = self.act(x)
        return x
m = MLP([4, 8, 8, 2])
print(m)
print(sum(p.numel() for p in m.parameters()))
print(m(torch.ones(3, 4)))
