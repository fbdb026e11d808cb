import torch
import torch.nn as nn

m = nn.Module()
tests = [
    lambda: m.register_module("a.b", nn.ReLU()),
    lambda: m.register_module("", nn.ReLU()),
    lambda: m.register_module(3, nn.ReLU()),
    lambda: m.add_module("x", 5),
    lambda: m.add_module("x", torch.ones(1)),
    lambda: m.register_buffer("a.b", torch.ones(1)),
    lambda: m.register_buffer("", torch.ones(1)),
    lambda: m.register_buffer(1, torch.ones(1)),
    lambda: m.register_buffer("c", 3),
    lambda: m.register_parameter("a.b", None),
    lambda: m.register_parameter("", None),
    lambda: m.register_parameter(2, None),
    lambda: m.register_parameter("p", torch.ones(1)),
    lambda: m.register_parameter("p", 1.0),
]
for i, t in enumerate(tests):
    try:
        t()
        print(i, "ok")
    except Exception as e:
        print(i, type(e).__name__, e)
m.foo = 1
m.sub = nn.ReLU()
m.register_buffer("buf", torch.zeros(1))
m.w = nn.Parameter(torch.ones(1))
for name in ["foo", "sub", "buf", "w", "training"]:
    for fn in [lambda: m.register_buffer(name, torch.ones(1)),
               lambda: m.register_parameter(name, nn.Parameter(torch.ones(1))),
               lambda: m.add_module(name, nn.Tanh())]:
        try:
            fn()
            print(name, "ok")
        except Exception as e:
            print(name, type(e).__name__, e)
print(m)
print(list(m._parameters), list(m._buffers), list(m._modules))
