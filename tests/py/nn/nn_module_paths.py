import torch
import torch.nn as nn
print(nn.Linear.__module__, nn.ReLU.__module__, nn.Tanh.__module__, nn.Identity.__module__, nn.Module.__module__, nn.Sequential.__module__)
print(nn.Linear.__mro__)
