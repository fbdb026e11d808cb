import torch
import torch.nn as nn
m = nn.Module()
m.x = 5
m.x = nn.Parameter(torch.ones(1))
print('x' in m.__dict__, list(m._parameters))
m.y = 5
m.y = nn.ReLU()
print('y' in m.__dict__, list(m._modules))
