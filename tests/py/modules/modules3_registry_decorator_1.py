import functools
import torch
import torch.nn as nn

MODELS = {}
def register(name=None):
    def deco(cls):
        MODELS[name or cls.__name__.lower()] = cls
        return cls
    return deco

@register()
class TinyMLP(nn.Module):
    def __init__(self, d=2):
        super().__init__()
        self.fc = nn.Linear(d, d)
    def forward(self, x):
        return self.fc(x)

@register("conv")
class TinyConv(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 1, 3)

print(sorted(MODELS))
def build(name, **kw):
    if name not in MODELS:
        raise KeyError(f"unknown model {name!r}; choose from {sorted(MODELS)}")
    return MODELS[name](**kw)
print(build("tinymlp", d=3))
try:
    build("resnet")
except KeyError as e:
    print(type(e).__name__, e)
def log_calls(fn):
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        print(f"-> {type(self).__name__}.{fn.__name__}({', '.join(str(tuple(a.shape)) for a in args)})")
        return fn(self, *args, **kwargs)
    return wrapper
class Logged(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 1)
    @log_calls
    def forward(self, x):
        """doc of forward"""
        return self.fc(x)
print(Logged()(torch.ones(3, 2)).shape)
print(Logged.forward.__name__, Logged.forward.__doc__, Logged.forward.__wrapped__.__name__)
class Counted(nn.Module):
    instances = 0
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        print("subclass", cls.__name__)
class A(Counted): pass
class B(Counted): pass
