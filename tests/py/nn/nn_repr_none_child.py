import torch
import torch.nn as nn
m = nn.Module(); m.a = nn.ReLU(); m.b = None
print(m)
print(nn.Sequential(nn.ReLU(), None) if False else 'skip')
