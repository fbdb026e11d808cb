import torch
import torch.nn as nn


class Deep(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.layers = nn.ModuleList()
        for i in range(n):
            self.layers.append(nn.Linear(2, 2))
            if i % 2 == 0:
                self.layers.append(nn.ReLU())

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


torch.manual_seed(3)
d = Deep(3)
print(d)
print(list(d._modules["layers"]._modules.keys()))
print([n for n, _ in d.named_parameters()])
print(len(d.layers), d.layers[-1], d.layers[1])
print(d(torch.ones(1, 2)))
d.layers = nn.ModuleList(list(d.layers)[:2])
print(d)
print([n for n, _ in d.named_parameters()])
