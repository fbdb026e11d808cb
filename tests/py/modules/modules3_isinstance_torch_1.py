import torch
import torch.nn as nn

p = nn.Parameter(torch.ones(2))
t = torch.ones(2)
print(isinstance(p, torch.Tensor), isinstance(p, nn.Parameter), isinstance(t, nn.Parameter))
print(type(p) is nn.Parameter, type(p).__name__, type(t).__name__)
print(issubclass(nn.Parameter, torch.Tensor))
print(isinstance(nn.Linear(1, 1), nn.Module), isinstance(nn.ModuleList(), nn.Module))
print(isinstance(nn.Sequential(), nn.ModuleList))
print(isinstance(torch.float32, torch.dtype), type(torch.float32).__name__)
print(isinstance(torch.Size([2]), tuple), type(torch.ones(2, 3).shape).__name__)
print(isinstance(t * 2, nn.Parameter), type(p * 2).__name__, type(p.data).__name__)
print(type(p.detach()).__name__, type(p.clone()).__name__)
print(isinstance(nn.ReLU(), (nn.Linear, nn.ReLU)))
print(nn.Linear.__mro__[1].__name__, nn.Linear.__name__, nn.Linear.__module__)
print(nn.Module.__name__, type(nn.Linear(1, 1)).__qualname__)
b = nn.Buffer(torch.zeros(1)) if hasattr(nn, "Buffer") else None
print(type(b).__name__)
print(isinstance(torch.device("cpu"), torch.device), str(torch.device("cpu")))
