import torch
import torch.nn as nn

torch.manual_seed(0)
shared = nn.Linear(2, 2)
m = nn.ModuleDict({"l": shared, "r": shared, "x": nn.Linear(2, 1)})
print([n for n, _ in m.named_parameters()])
print(list(m.state_dict().keys()))
sd = m.state_dict()
m2 = nn.ModuleDict({"l": nn.Linear(2, 2), "r": nn.Linear(2, 2), "x": nn.Linear(2, 1)})
print(m2.load_state_dict(sd))
print(torch.equal(m2.l.weight, m2.r.weight), m2.l is m2.r)
m3 = nn.ModuleDict({"l": nn.Linear(2, 2), "x": nn.Linear(2, 1)})
r = m3.load_state_dict(sd, strict=False)
print(r.missing_keys, r.unexpected_keys)
print(r)
