import torch, torch.nn as nn
def tryit(f, label=""):
    try:
        r = f(); print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
m = nn.Linear(2, 2)
tryit(lambda: m.register_buffer("weight", torch.zeros(1)), "buf over param")
tryit(lambda: m.register_buffer("in_features", torch.zeros(1)), "buf over attr")
tryit(lambda: m.register_buffer("forward", torch.zeros(1)), "buf over method")
tryit(lambda: m.register_parameter("bias", nn.Parameter(torch.zeros(2))), "param over param")
tryit(lambda: m.register_parameter("extra", nn.Parameter(torch.zeros(2), requires_grad=False)), "param no grad")
tryit(lambda: m.register_parameter("x.y", None), "param dot")
tryit(lambda: m.register_parameter(None, None), "param None name")
tryit(lambda: m.register_buffer(b"x", torch.zeros(1)), "buf bytes name")
tryit(lambda: m.add_module("in_features", nn.ReLU()), "mod over attr")
tryit(lambda: m.add_module("weight", nn.ReLU()), "mod over param")
tryit(lambda: m.add_module(3.5, nn.ReLU()), "mod float name")
tryit(lambda: m.add_module("act", nn.ReLU), "mod class")
tryit(lambda: m.add_module("act", [nn.ReLU()]), "mod list")
tryit(lambda: m.register_module("act", nn.ReLU()), "register_module ok")
print([n for n, _ in m.named_parameters()], list(m._modules))
print(m)
