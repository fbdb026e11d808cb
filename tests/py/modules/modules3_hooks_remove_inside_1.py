import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(2, 2)
handles = {}
calls = []

def once(mod, inp, out):
    calls.append("once")
    handles["once"].remove()

def always(mod, inp, out):
    calls.append("always")

handles["once"] = m.register_forward_hook(once)
handles["always"] = m.register_forward_hook(always)
x = torch.ones(1, 2)
m(x)
m(x)
print(calls)
print(len(m._forward_hooks))

def pre_once(mod, args):
    calls.append("pre")
    hp.remove()
    return (args[0] * 0,)

hp = m.register_forward_pre_hook(pre_once)
print(m(x))
print(m(x).shape, calls[-3:])
handles["always"].remove()
handles["always"].remove()
print(len(m._forward_hooks), len(m._forward_pre_hooks))
with m.register_forward_hook(lambda *a: print("ctx hook")) as h:
    m(x)
m(x)
print("done")
