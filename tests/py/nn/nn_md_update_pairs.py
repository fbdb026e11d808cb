import torch
import torch.nn as nn
from collections import OrderedDict
md = nn.ModuleDict([('z', nn.ReLU()), ('y', nn.Tanh())])
print(list(md.keys()))
md.update(OrderedDict([('x', nn.Sigmoid())]))
md.update(nn.ModuleDict({'w': nn.Identity()}))
print(list(md.keys()))
del md['z']; print(list(md.keys()))
md.clear(); print(len(md), md)
