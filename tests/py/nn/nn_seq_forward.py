import torch
import torch.nn as nn
torch.manual_seed(0)
s = nn.Sequential(nn.Linear(2,2), nn.ReLU(), nn.Linear(2,1))
x = torch.ones(3, 2)
print(s(x))
print(nn.Sequential()(torch.ones(1)))
print(nn.Sequential(nn.Identity())(5))
