import torch
import torch.nn as nn

torch.manual_seed(0)
a = nn.Linear(3, 2)
b = nn.Linear(3, 2)
print(torch.equal(a.weight, b.weight))
torch.manual_seed(0)
c = nn.Linear(3, 2)
print(torch.equal(a.weight, c.weight), torch.equal(a.bias, c.bias))
print(a.weight)
print(a.bias)
torch.manual_seed(0)
seq = nn.Sequential(nn.Linear(3, 2), nn.Linear(2, 2))
print(torch.equal(seq[0].weight, a.weight))
print(seq[1].weight)
