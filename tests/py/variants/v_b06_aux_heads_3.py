import torch
import torch.nn as nn


class Cfg(nn.Module):
    def __init__(self, k, name):
        super().__init__()
        self.k = k
        self.name = name
        self.lin = nn.Linear(k, k)

    def extra_repr(self):
        return f"k={self.k},\nname={self.name!r}"


class Wrap(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Cfg(2, "alpha")
        self.b = nn.Sequential(Cfg(3, "beta"), nn.Identity())
        self.none_child = None
        self.add_module("late", None)


w = Wrap()
print(w)
print(repr(nn.Sequential()))
print(repr(Cfg(1, "x")))
print(str(nn.Linear(2, 3, bias=False)))
print(nn.ModuleDict({"x": nn.ReLU()}))
print(nn.ModuleDict())
