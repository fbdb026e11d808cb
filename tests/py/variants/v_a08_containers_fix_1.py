import torch
import torch.nn as nn


class Mixed(nn.Module):
    def __init__(self):
        super().__init__()
        self.plist = nn.ParameterList([nn.Parameter(torch.ones(2)), nn.Parameter(torch.zeros(3))])
        self.pdict = nn.ParameterDict({"beta": nn.Parameter(torch.ones(1)), "alpha": nn.Parameter(torch.zeros(1))})
        self.mdict = nn.ModuleDict({"zz": nn.Linear(2, 2), "aa": nn.ReLU()})
        self.seq = nn.Sequential(nn.Linear(2, 2), nn.Sequential(nn.Linear(2, 1)))
        self.raw = [nn.Parameter(torch.ones(1))]


m = Mixed()
print("params:", [n for n, _ in m.named_parameters()])
for n, mod in m.named_modules():
    print("   ", repr(n), "->", type(mod).__name__)
print(m)
print(list(m.state_dict().keys()))
