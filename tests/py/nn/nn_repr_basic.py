import torch
import torch.nn as nn
torch.manual_seed(0)
print(nn.Linear(2,2))
print(nn.Linear(3,1,bias=False))
print(nn.ReLU(), nn.ReLU(inplace=True), nn.Tanh(), nn.Sigmoid(), nn.Identity())
print(nn.Module())
print(repr(nn.Sequential()), str(nn.ModuleList()))
