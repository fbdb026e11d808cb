import torch
import torch.nn as nn
m = nn.Module()
m.a = nn.Parameter(torch.ones(1)); m.b = nn.Parameter(torch.ones(1)); m.c = nn.Parameter(torch.ones(1))
m.a = nn.Parameter(torch.zeros(1))
print(list(m._parameters))
del m.a
m.a = nn.Parameter(torch.zeros(1))
print(list(m._parameters))
