import torch, torch.nn as nn
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(1, 1), nn.ReLU())
def pub(module, sd, prefix, meta):
    print("pub", type(module).__name__, repr(prefix), meta, len(sd))
h = m[0].register_state_dict_post_hook(pub)
print(list(m.state_dict()))
h.remove()
def bad(module, sd, prefix, meta):
    return {}
m.register_state_dict_post_hook(bad)
try:
    m.state_dict()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    m._register_state_dict_hook(bad)
except RuntimeError as e:
    print("RuntimeError:", e)
m2 = nn.Linear(1, 1)
def priv(module, sd, prefix, meta):
    return {"replaced": 1}
m2._register_state_dict_hook(priv)
print(m2.state_dict())
print(nn.Sequential(m2).state_dict())
def lpost(module, keys):
    keys.missing_keys.clear()
    return None
m3 = nn.Linear(1, 1)
m3.register_load_state_dict_post_hook(lpost)
print(m3.load_state_dict({}, strict=True))
m3.register_load_state_dict_post_hook(lambda mod, k: 5)
try:
    m3.load_state_dict({})
except AssertionError as e:
    print("AssertionError:", e)
