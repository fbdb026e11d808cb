import torch
import torch.nn as nn

class Multi(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
    def extra_repr(self):
        return "line one\nline two"

class Leaf(nn.Module):
    def extra_repr(self):
        return "a=1\nb=2"

class Empty(nn.Module):
    pass

class Deep(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = Multi()
        self.l = Leaf()
        self.e = Empty()
        self.seq = nn.Sequential()
        self.ml = nn.ModuleList()
        self.md = nn.ModuleDict()
        self.pl = nn.ParameterList()
        self.inner = nn.Sequential(nn.Sequential(nn.Sequential(nn.ReLU())))

print(Multi())
print(Leaf())
print(Empty())
print(Deep())
print(repr(nn.Sequential()))
print(str(nn.Linear(3, 4, bias=False)))
