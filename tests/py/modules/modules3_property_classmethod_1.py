import torch
import torch.nn as nn

class Net(nn.Module):
    count = 0
    def __init__(self, width=4):
        super().__init__()
        self.fc = nn.Linear(width, width)
        Net.count += 1
    @property
    def num_params(self):
        return sum(p.numel() for p in self.parameters())
    @property
    def device(self):
        return next(self.parameters()).device
    @classmethod
    def small(cls):
        return cls(2)
    @staticmethod
    def describe():
        return "a net"
    @property
    def width(self):
        return self.fc.in_features
    @width.setter
    def width(self, v):
        self.fc = nn.Linear(v, v)

n = Net.small()
print(n.num_params, n.device, Net.describe(), Net.count)
n.width = 3
print(n.width, n.num_params, n.fc)
print(type(Net.__dict__["num_params"]).__name__)
try:
    n.num_params = 5
except AttributeError as e:
    print(type(e).__name__, e)
class Broken(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(1, 1)
    @property
    def bad(self):
        return self.missing_thing
b = Broken()
try:
    b.bad
except AttributeError as e:
    print(type(e).__name__, e)
print(Net.count)
