import torch
import torch.nn as nn


class BadMLP(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.layers = []
        for a, b in zip(sizes[:-1], sizes[1:]):
            self.layers.append(nn.Linear(a, b))
            self.layers.append(nn.Tanh())

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


class GoodMLP(BadMLP):
    def __init__(self, sizes):
        super().__init__(sizes)
        self.layers = nn.Sequential(*self.layers)


torch.manual_seed(5)
for cls in (BadMLP, GoodMLP):
    model = cls([6, 4, 2])
    print(cls.__name__, model.state_dict().keys())
    print("  out:", model(torch.randn(3, 6)).shape)
    print("  params:", sum(p.numel() for p in model.parameters()))
    print(model)
