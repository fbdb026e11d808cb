import torch
import torch.nn as nn
from collections import OrderedDict
torch.manual_seed(0)
l = nn.Linear(1, 1)
d = {}
r = l.state_dict(destination=d)
print(r is d, list(d))
d2 = OrderedDict()
l.state_dict(destination=d2, prefix='x.')
print(list(d2))
