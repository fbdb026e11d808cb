import torch
import torch.nn as nn
pl = nn.ParameterList([nn.Parameter(torch.full((1,), float(i))) for i in range(4)])
sub = pl[1:3]
print(type(sub).__name__, len(sub), [p.item() for p in sub])
print([p.item() for p in pl])
pl[0] = torch.tensor([9.0])
print(type(pl[0]).__name__, pl[0])
pl += [nn.Parameter(torch.ones(1))]
print(len(pl))
