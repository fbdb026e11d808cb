import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
print(l.weight)
print(l.bias)
l2 = nn.Linear(3, 5)
print(l2.weight, l2.bias)
