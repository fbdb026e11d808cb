import torch
import torch.nn as nn
s = nn.Sequential(nn.Sequential(nn.Linear(1, 1), nn.ReLU()), nn.ModuleList([nn.Tanh()]), nn.ModuleDict({'a': nn.Sigmoid()}))
s.eval()
print([m.training for m in s.modules()])
s.train()
print(all(m.training for m in s.modules()))
