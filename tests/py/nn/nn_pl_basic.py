import torch
import torch.nn as nn
pl = nn.ParameterList([nn.Parameter(torch.ones(2)), torch.zeros(3)])
print(type(pl[1]).__name__, pl[1].requires_grad)
pl.append(torch.ones(1, dtype=torch.float64))
pl.append(5)
pl.append('s')
print([k for k, _ in pl.named_parameters()], len(pl), pl._size)
print(list(vars(pl).keys())[-2:])
print(pl[3], pl[-1])
