import torch
import torch.nn as nn

torch.manual_seed(0)
pl = nn.ParameterList([nn.Parameter(torch.ones(2)), nn.Parameter(torch.zeros(3, 1))])
print(pl)
pl.append(nn.Parameter(torch.randn(1)))
pl.extend([nn.Parameter(torch.ones(2, 2))])
print(len(pl))
print(pl)
print([n for n, _ in pl.named_parameters()])
print(pl[0])
print(pl[-1].shape)
sub = pl[1:3]
print(type(sub).__name__, len(sub))
pl[0] = nn.Parameter(torch.full((2,), 5.0))
print(pl[0])
pl.append(torch.zeros(2))
print(type(pl[4]).__name__, pl[4].requires_grad)
try:
    pl[10]
except IndexError as e:
    print(type(e).__name__, e)
for i, p in enumerate(pl):
    print(i, tuple(p.shape))
print(nn.ParameterList())
