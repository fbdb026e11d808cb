import torch
import torch.nn as nn


class Gate(nn.Module):
    def forward(self, x, scale=1.0, shift=0.0):
        return x * scale + shift


g = Gate()


def pre_kw(mod, args, kwargs):
    print("pre_kw args", args, "kwargs", sorted(kwargs.items()))
    kwargs = dict(kwargs)
    kwargs["shift"] = kwargs.get("shift", 0.0) + 10.0
    return args, kwargs


def post_kw(mod, args, kwargs, out):
    print("post_kw", sorted(kwargs.keys()), out)
    return out * 2


h1 = g.register_forward_pre_hook(pre_kw, with_kwargs=True)
h2 = g.register_forward_hook(post_kw, with_kwargs=True)
x = torch.tensor([1.0, 2.0])
print(g(x, scale=3.0))
print(g(x))
print(g.forward(x, scale=3.0))
h1.remove()
print(g(x, shift=1.0))
h2.remove()
print(g(x, 2.0, 1.0))


def bad_pre(mod, args, kwargs):
    return args
h3 = g.register_forward_pre_hook(bad_pre, with_kwargs=True)
try:
    g(x)
except RuntimeError as e:
    print("RuntimeError:", e)
h3.remove()
