import torch
import torch.nn as nn

m = nn.Linear(2, 1)
def post(module, incompatible_keys):
    print("post load", incompatible_keys.missing_keys, incompatible_keys.unexpected_keys)
h = m.register_load_state_dict_post_hook(post)
sd = m.state_dict()
print(m.load_state_dict(sd))
sd2 = {"weight": torch.zeros(1, 2)}
print(m.load_state_dict(sd2, strict=False))
h.remove()
print(m.load_state_dict(sd2, strict=False))
def pre(module, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
    print("pre", prefix, sorted(state_dict), strict)
m.register_load_state_dict_pre_hook(pre)
seq = nn.Sequential(m)
seq.load_state_dict({"0.weight": torch.ones(1, 2), "0.bias": torch.ones(1)})
print(m.weight)
def sd_hook(module, state_dict, prefix, local_metadata):
    state_dict[prefix + "extra"] = torch.tensor(7)
m._register_state_dict_hook(sd_hook)
print(list(seq.state_dict().keys()))
