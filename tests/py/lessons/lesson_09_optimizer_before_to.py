import torch
import torch.nn as nn

m = nn.Linear(2, 2)
before = m.weight
opt = torch.optim.SGD(m.parameters(), lr=0.1)
m.double()
print("same Parameter object:", m.weight is before)
print("dtype now:", m.weight.dtype)
print("optimizer holds it:", opt.param_groups[0]["params"][0] is m.weight)
