import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
sd = l.state_dict()
r = l.load_state_dict(sd)
print(r)
print(repr(r), str(r))
print(type(r).__name__, r.missing_keys, r.unexpected_keys, tuple(r))
