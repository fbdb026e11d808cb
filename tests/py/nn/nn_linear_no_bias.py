import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(3, 1, bias=False)
print(l.bias, l._parameters.keys(), l)
print(l(torch.ones(2, 3)))
