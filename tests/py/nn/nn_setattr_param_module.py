import torch
import torch.nn as nn
m = nn.Module()
m.w = nn.Parameter(torch.ones(2))
try:
    m.w = nn.ReLU()
except Exception as e:
    print(type(e).__name__, e)
print(list(m._parameters), list(m._modules), 'w' in m.__dict__)
