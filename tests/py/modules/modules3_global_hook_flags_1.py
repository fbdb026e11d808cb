import torch
import torch.nn as nn
from torch.nn.modules.module import register_module_forward_hook, register_module_forward_pre_hook


class Scale(nn.Module):
    def forward(self, x, scale=1.0):
        return x * scale


def post_kw(mod, args, kwargs, out):
    print("post_kw", type(mod).__name__, args, kwargs, out)


def post_plain(mod, args, out):
    print("post_plain", type(mod).__name__, args)


try:
    register_module_forward_pre_hook(post_kw, with_kwargs=True)
except TypeError as e:
    print("TypeError", e)
h1 = register_module_forward_hook(post_kw, with_kwargs=True)
h2 = register_module_forward_hook(post_plain)
m = Scale()
print(m(torch.ones(2), scale=3.0))
h1.remove()
print(m(torch.ones(1)))
h2.remove()
print(m(torch.ones(1), scale=2.0))


def always(mod, args, out):
    print("always ran for", type(mod).__name__, "out =", out)


class Boom(nn.Module):
    def forward(self, x):
        raise ValueError("boom")


h3 = register_module_forward_hook(always, always_call=True)
try:
    Boom()(torch.ones(1))
except ValueError as e:
    print("caught", e)
print(m(torch.ones(1)))
h3.remove()
try:
    Boom()(torch.ones(1))
except ValueError as e:
    print("caught again", e)


class M(nn.Module):
    pass


mm = M()
print(type(mm.forward).__name__, mm.forward.__name__, nn.Module.forward.__qualname__)
print(mm.forward.__func__ is nn.Module.forward, nn.Module.forward.__module__)
try:
    mm(1)
except NotImplementedError as e:
    print("NotImplementedError", e)
print(type(nn.Linear(1, 1).forward).__name__)
