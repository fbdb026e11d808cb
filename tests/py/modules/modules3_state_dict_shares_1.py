import copy
import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(2, 2)
sd = m.state_dict()
sd["bias"].fill_(9.0)
print(m.bias)
sd2 = copy.deepcopy(m.state_dict())
sd2["bias"].fill_(1.0)
print(m.bias)
snap = {k: v.clone() for k, v in m.state_dict().items()}
with torch.no_grad():
    m.weight.zero_()
print(snap["weight"].abs().sum() > 0, m.weight.abs().sum().item())
m.load_state_dict(snap)
print(torch.equal(m.weight, snap["weight"]), m.weight is snap["weight"])
new = {"weight": torch.full((2, 2), 3.0), "bias": torch.zeros(2)}
m.load_state_dict(new, assign=True)
print(m.weight, type(m.weight).__name__, m.weight.requires_grad)
print(sd.keys(), type(sd.keys()).__name__)
print(sd.values().__class__.__name__, len(sd.items()))
print(type(sd).__name__, isinstance(sd, dict))
