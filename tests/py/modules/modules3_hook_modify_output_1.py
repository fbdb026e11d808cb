import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(2, 2)
x = torch.ones(1, 2)
base = m(x)
h = m.register_forward_hook(lambda mod, inp, out: out * 0)
print(m(x))
h.remove()
h = m.register_forward_hook(lambda mod, inp, out: None)
print(torch.equal(m(x), base))
h.remove()
def clamp_pre(mod, args):
    (x,) = args
    return x.clamp(max=0.5)
h = m.register_forward_pre_hook(clamp_pre)
print(torch.equal(m(x), m(torch.full((1, 2), 0.5))))
h.remove()
def pre_single(mod, args):
    return args[0] * 2
h = m.register_forward_pre_hook(pre_single)
print(torch.allclose(m(x), base * 0 + m.forward(x * 2)))
h.remove()
def bad_kw(mod, args, kwargs):
    return 5
h = m.register_forward_pre_hook(bad_kw, with_kwargs=True)
try:
    m(x)
except RuntimeError as e:
    print(type(e).__name__, e)
h.remove()
def fwd_kw(mod, args, kwargs, out):
    return out + 100
h = m.register_forward_hook(fwd_kw, with_kwargs=True)
print(m(x) - base)
