import torch
import torch.nn as nn

class NoFwd(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)

try:
    NoFwd()(torch.ones(1, 2))
except NotImplementedError as e:
    print(type(e).__name__, e)
try:
    nn.Module()(1)
except NotImplementedError as e:
    print(type(e).__name__, repr(e))
class Typo(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
    def foward(self, x):
        return self.fc(x)
try:
    Typo()(torch.ones(1, 2))
except NotImplementedError as e:
    print("typo:", e)
try:
    nn.ModuleList([nn.ReLU()])(torch.ones(1))
except NotImplementedError as e:
    print("ModuleList:", e)
try:
    nn.ModuleDict({"a": nn.ReLU()})(torch.ones(1))
except NotImplementedError as e:
    print("ModuleDict:", e)
class KW(nn.Module):
    def forward(self, x, scale=1.0, *, shift=0.0):
        return x * scale + shift
k = KW()
print(k(torch.ones(2), 2.0, shift=1.0))
print(k(x=torch.ones(1)))
try:
    k()
except TypeError as e:
    print(type(e).__name__, e)
try:
    k(torch.ones(1), 1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    k(torch.ones(1), bad=3)
except TypeError as e:
    print(type(e).__name__, e)
