import torch
import torch.nn as nn
from collections import OrderedDict
m = nn.BatchNorm1d(3)
sd = m.state_dict()
print(type(sd), isinstance(sd, OrderedDict))
print(sd)
print({k: (v.dtype, tuple(v.shape)) for k, v in sd.items()})
print(sd._metadata, getattr(sd, "_metadata")[""]["version"])
print(nn.Linear(1, 1).state_dict()._metadata)
print(nn.Sequential(nn.Linear(1, 1)).state_dict()._metadata)
