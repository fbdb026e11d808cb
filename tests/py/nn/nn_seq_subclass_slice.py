import torch
import torch.nn as nn
class MySeq(nn.Sequential):
    pass
s = MySeq(nn.ReLU(), nn.Tanh(), nn.Sigmoid())
print(type(s[1:]).__name__, s[1:])
print(type(s).__mro__)
