import torch
import torch.nn as nn
from collections import OrderedDict
pd2 = nn.ParameterDict(OrderedDict([('z', nn.Parameter(torch.ones(1))), ('y', nn.Parameter(torch.ones(1)))]))
print(list(pd2.keys()))
pd3 = nn.ParameterDict([('z', nn.Parameter(torch.ones(1))), ('y', nn.Parameter(torch.ones(1)))])
print(list(pd3.keys()))
pd4 = nn.ParameterDict({'z': nn.Parameter(torch.ones(1)), 'y': nn.Parameter(torch.ones(1))})
print(list(pd4.keys()))
