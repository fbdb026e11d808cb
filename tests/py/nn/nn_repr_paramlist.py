import torch
import torch.nn as nn
print(nn.ParameterList([nn.Parameter(torch.ones(2)), nn.Parameter(torch.ones(2,3, dtype=torch.float64))]))
print(nn.ParameterList([nn.Parameter(torch.ones(2))]))
print(nn.ParameterList())
pl = nn.ParameterList([nn.Parameter(torch.ones(2))]); pl.append(5); pl.append('s'); pl.append(torch.tensor(1.0))
print(pl)
