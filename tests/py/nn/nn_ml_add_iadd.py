import torch
import torch.nn as nn
a = nn.ModuleList([nn.ReLU()]); b = nn.ModuleList([nn.Tanh()])
c = a + b; print(c, type(c).__name__)
a += [nn.Sigmoid()]; print(a)
print(a.pop(0), a)
print([type(m).__name__ for m in a])
