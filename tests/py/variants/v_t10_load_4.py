import torch, torch.nn as nn
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 1))
calls = []
def post(module, incompatible):
    calls.append((type(module).__name__, list(incompatible.missing_keys), list(incompatible.unexpected_keys)))
h = m.register_load_state_dict_post_hook(post)
sd = m.state_dict()
print(m.load_state_dict(sd))
print(calls)
calls.clear()
r = m.load_state_dict({"0.weight": sd["0.weight"], "9.x": torch.zeros(1)}, strict=False)
print(r)
print(calls)
h.remove()
def sd_hook(module, state_dict, prefix, local_metadata):
    state_dict[prefix + "note"] = torch.tensor(1)
m[0]._register_state_dict_hook(sd_hook)
print(list(m.state_dict().keys()))
