import torch
import torch.nn as nn
print(torch.typename(nn.Sequential()) if hasattr(torch, 'typename') else 'x')
print(type(nn.Sequential()).__module__, type(nn.ModuleList()).__qualname__)
print(nn.Sequential.__mro__)
