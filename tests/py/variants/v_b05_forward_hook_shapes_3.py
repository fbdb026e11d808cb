import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 1))
stats = []


def record(name):
    def hook(mod, inp, out):
        stats.append((name, tuple(out.shape), round(out.mean().item(), 4) if False else out.dim()))
    return hook


for name, mod in model.named_modules():
    mod.register_forward_hook(record(name or "model"))
model(torch.zeros(2, 4))
for s in stats:
    print(s)


def full_bw(mod, gin, gout):
    print(type(mod).__name__, [None if g is None else tuple(g.shape) for g in gin], [tuple(g.shape) for g in gout])


h = model[0].register_full_backward_hook(full_bw)
h2 = model[2].register_full_backward_hook(full_bw)
x = torch.ones(2, 4, requires_grad=True)
model(x).sum().backward()
h.remove(); h2.remove()
print(x.grad.shape)
