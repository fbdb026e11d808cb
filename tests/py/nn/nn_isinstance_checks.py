import torch
import torch.nn as nn
print(isinstance(nn.Linear(1,1), nn.Module), isinstance(nn.Sequential(), nn.Module), issubclass(nn.ModuleList, nn.Module))
print(isinstance(nn.Parameter(torch.ones(1)), torch.Tensor), isinstance(torch.ones(1), nn.Parameter))
class M(nn.Module): pass
print(isinstance(M(), nn.Module), type(M()).__name__, M.__module__)
