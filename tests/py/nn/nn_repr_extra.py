import torch
import torch.nn as nn
class E(nn.Module):
    def extra_repr(self): return "a=1\nb=2"
print(E())
class E2(nn.Module):
    def __init__(self):
        super().__init__(); self.c = nn.ReLU()
    def extra_repr(self): return "k=3"
print(E2())
class E3(nn.Module):
    def __init__(self):
        super().__init__(); self.c = nn.Sequential(nn.ReLU())
    def extra_repr(self): return "x\ny"
print(E3())
