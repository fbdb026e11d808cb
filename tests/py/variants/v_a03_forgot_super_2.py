import torch
import torch.nn as nn


class NoInit(nn.Module):
    def __init__(self, k):
        self.k = k

    def forward(self, x):
        return x * self.k


m = NoInit(3)
print(m.k)
for label, fn in [
    ("getattr", lambda: m.foo),
    ("repr", lambda: repr(m)),
    ("params", lambda: list(m.parameters())),
    ("named_modules", lambda: list(m.named_modules())),
    ("state_dict", lambda: m.state_dict()),
    ("call", lambda: m(torch.ones(1))),
    ("train", lambda: m.train()),
    ("add_module", lambda: m.add_module("x", nn.ReLU())),
]:
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__, e)
