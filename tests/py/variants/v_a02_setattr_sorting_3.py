import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        for i, width in enumerate([4, 3, 2]):
            setattr(self, f"layer{i}", nn.Linear(width, width))
        for name in ["s2", "s1", "s0"]:
            setattr(self, name, nn.Parameter(torch.ones(1)))
        self.table = {"x": nn.Linear(1, 1)}


n = Net()
print(list(n._modules.keys()))
print([k for k, _ in n.named_parameters()])
print(getattr(n, "layer1"))
print(hasattr(n, "layer3"), hasattr(n, "s1"))
delattr(n, "layer1")
print(list(n._modules.keys()))
del n.s2
print(list(n._parameters.keys()))
try:
    del n.layer1
except AttributeError as e:
    print("AttributeError:", e)
try:
    n.missing
except AttributeError as e:
    print("AttributeError:", e)
print(n)
