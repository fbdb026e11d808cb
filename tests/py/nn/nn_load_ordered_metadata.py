import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
from collections import OrderedDict
sd = l.state_dict()
print(hasattr(sd, '_metadata'))
d = OrderedDict(sd)
print(l.load_state_dict(d))
print(l.load_state_dict(dict(sd)))
