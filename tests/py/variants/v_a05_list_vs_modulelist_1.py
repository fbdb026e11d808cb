import torch
import torch.nn as nn


class TupleNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = tuple(nn.Linear(3, 3) for _ in range(2))

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


class DictNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = {"a": nn.Linear(3, 3), "b": nn.Linear(3, 3)}

    def forward(self, x):
        for layer in self.layers.values():
            x = layer(x)
        return x


class SeqNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.Sequential(*[nn.Linear(3, 3) for _ in range(2)])

    def forward(self, x):
        return self.layers(x)


class MDNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleDict({"a": nn.Linear(3, 3), "b": nn.Linear(3, 3)})

    def forward(self, x):
        for layer in self.layers.values():
            x = layer(x)
        return x


torch.manual_seed(1)
for cls in (TupleNet, DictNet, SeqNet, MDNet):
    m = cls()
    print(f"--- {cls.__name__} ---")
    print("  _modules :", list(m._modules.keys()))
    print("  #params  :", len(list(m.parameters())))
    print("  keys     :", list(m.state_dict().keys()))
    print("  out      :", m(torch.ones(2, 3)).shape)
