import torch
import torch.nn as nn
m = nn.Module()
m.z = nn.ReLU()
m.z = nn.Parameter(torch.ones(1))
print(list(m._modules), list(m._parameters))
try: m.z = nn.Tanh()
except TypeError as e: print(e)
