import torch
import torch.nn as nn
m = nn.Linear(2, 2)
g = m.parameters()
print(len(list(g)), len(list(g)))
ps = list(m.parameters())
print(ps[0] is m.weight, ps[1] is m.bias)
