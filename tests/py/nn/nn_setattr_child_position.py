import torch
import torch.nn as nn
m = nn.Module()
m.a = nn.ReLU(); m.b = nn.Tanh()
m.a = nn.Sigmoid()
print(list(m._modules), m)
