import torch, torch.nn as nn
class P(nn.Module):
    def __init__(self):
        self.w = nn.Parameter(torch.zeros(1))
class B(nn.Module):
    def __init__(self):
        self.register_buffer('x', None)
class M(nn.Module):
    def __init__(self):
        self.sub = nn.Sequential()
class R(nn.Module):
    def __init__(self):
        self.register_module('y', nn.ReLU())
class Ok(nn.Module):
    def __init__(self):
        self.a = [1]
        self.b = None
        self.c = torch.ones(1)
        super().__init__()
for cls in (P, B, M, R, Ok):
    try:
        o = cls()
        print(cls.__name__, "ok", [k for k in vars(o)][:4])
    except Exception as e:
        print(cls.__name__, type(e).__name__, e)
class E(nn.Module):
    def __init__(self):
        pass
    def forward(self, x):
        return x
e = E()
for label, fn in [("call", lambda: e(1)), ("getattr", lambda: e.weight), ("named_parameters", lambda: list(e.named_parameters())),
                  ("state_dict", lambda: e.state_dict()), ("register_forward_hook", lambda: e.register_forward_hook(lambda *a: None))]:
    try:
        print(label, fn())
    except Exception as ex:
        print(label, type(ex).__name__, ex)
