import torch
import torch.nn as nn
class ListNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(2, 2), nn.Linear(2, 2)]
        self.heads = {"a": nn.Linear(2, 1)}
        self.tup = (nn.Linear(2, 2),)
class FixedNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 2), nn.Linear(2, 2)])
        self.heads = nn.ModuleDict({"a": nn.Linear(2, 1)})
        self.tup = nn.ModuleList([nn.Linear(2, 2)])
for cls in (ListNet, FixedNet):
    m = cls()
    print(cls.__name__, len(list(m.parameters())), list(m.state_dict().keys()))
    print(m)
    print(sorted(k for k in vars(m) if not k.startswith("_")))
