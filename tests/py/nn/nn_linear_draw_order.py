import torch
import torch.nn as nn
torch.manual_seed(0)
s = nn.Sequential(nn.Linear(2, 3), nn.Linear(3, 1))
print(s[0].weight, s[0].bias, s[1].weight, s[1].bias)
