import torch
import torch.nn as nn
m = nn.Identity()
log = []
m.register_forward_hook(lambda *a: log.append("f1"))
m.register_forward_hook(lambda *a: log.append("f2"))
m.register_forward_hook(lambda *a: log.append("f0"), prepend=True)
m.register_forward_pre_hook(lambda *a: log.append("p1"))
m.register_forward_pre_hook(lambda *a: log.append("p0"), prepend=True)
m(torch.ones(1))
print(log)
print(list(m._forward_hooks.keys()) == sorted(m._forward_hooks.keys()))
h = m.register_forward_hook(lambda *a: None)
print(type(h).__name__, type(h).__module__, hasattr(h, "remove"), hasattr(h, "id"))
