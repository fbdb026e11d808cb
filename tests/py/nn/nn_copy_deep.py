import torch
import torch.nn as nn
import copy
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
m2 = copy.deepcopy(m)
print(m2, m2 is m, m2[0] is m[0], m2[0].weight is m[0].weight)
print(torch.equal(m2[0].weight, m[0].weight), type(m2[0].weight).__name__, m2[0].weight.requires_grad)
with torch.no_grad(): m2[0].weight.fill_(0)
print(m[0].weight.sum().item() != 0)
