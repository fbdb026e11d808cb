import torch
import torch.nn as nn

torch.manual_seed(0)
a = nn.Sequential(nn.Linear(3, 2), nn.ReLU(), nn.Linear(2, 1))
b = nn.Sequential(nn.Linear(3, 2), nn.ReLU(), nn.Linear(2, 1), nn.Linear(1, 1))
r = b.load_state_dict(a.state_dict(), strict=False)
print(r)
print(r.missing_keys, r.unexpected_keys)
print(type(r).__name__)
sd = a.state_dict()
sd["extra"] = torch.zeros(1)
del sd["0.bias"]
r2 = a.load_state_dict(sd, strict=False)
print(r2)
try:
    a.load_state_dict(sd)
except RuntimeError as e:
    print(type(e).__name__, e)
sd = a.state_dict()
sd["0.weight"] = torch.zeros(5, 5)
try:
    a.load_state_dict(sd)
except RuntimeError as e:
    print(type(e).__name__, e)
print(a.load_state_dict(a.state_dict()))
m, u = b.load_state_dict(a.state_dict(), strict=False)
print(m, u)
