import torch
import torch.nn as nn

torch.manual_seed(0)
seq = nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 1))
acts = {}


def save(name):
    def hook(mod, inp, out):
        acts[name] = out.detach()
    return hook


for name, mod in seq.named_children():
    mod.register_forward_hook(save(name))
clip = seq[1].register_forward_hook(lambda m, i, o: o.clamp(max=0.1))
x = torch.tensor([[1.0, -2.0], [0.5, 0.5]])
y = seq(x)
print(sorted(acts))
print(acts["0"])
print(acts["1"])
print(y)
clip.remove()
y2 = seq(x)
print(acts["1"])
print(torch.equal(y, y2))
