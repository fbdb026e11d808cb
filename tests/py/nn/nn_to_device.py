import torch
import torch.nn as nn
l = nn.Linear(1, 1)
w = l.weight
print(l.to('cpu') is l, l.weight is w, l.cpu() is l, l.to(torch.device('cpu')) is l)
print(l.to('cpu', torch.float64).weight.dtype, l.weight is w)
print(l.to(device='cpu', dtype=torch.float32).weight.dtype)
t = torch.ones(1, dtype=torch.float64)
print(l.to(t).weight.dtype)
