import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
log = []
for name, sub in m.named_children():
    sub.register_forward_pre_hook(lambda mod, args, name=name: log.append(("pre", name, tuple(args[0].shape))))
    sub.register_forward_hook(lambda mod, args, out, name=name: log.append(("fwd", name, tuple(out.shape))))
    sub.register_full_backward_hook(lambda mod, gi, go, name=name: log.append(("bwd", name, len(gi), len(go))))
x = torch.randn(4, 2, requires_grad=True)
y = m(x).sum()
y.backward()
for e in log:
    print(e)

def kw_pre(mod, args, kwargs):
    print("kw_pre", len(args), sorted(kwargs))
    return None

def kw_fwd(mod, args, kwargs, out):
    print("kw_fwd", sorted(kwargs), out.shape)

h1 = m.register_forward_pre_hook(kw_pre, with_kwargs=True)
h2 = m.register_forward_hook(kw_fwd, with_kwargs=True)
m(torch.ones(1, 2))
h1.remove(); h2.remove()
m.register_forward_hook(lambda mod, i, o: o * 10, prepend=False)
m.register_forward_hook(lambda mod, i, o: o + 1, prepend=True)
print(m(torch.zeros(1, 2)))
