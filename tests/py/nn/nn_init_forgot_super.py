import torch
import torch.nn as nn
class E(nn.Module):
    def __init__(self):
        self.k = 3
e = E()
print(e.k)
for f in (lambda: e.foo, lambda: repr(e), lambda: list(e.parameters()), lambda: list(e.buffers()), lambda: list(e.children()), lambda: list(e.modules()), lambda: e.state_dict(), lambda: e(1)):
    try: f()
    except AttributeError as ex: print(ex)
g = e.parameters()
print(type(g).__name__)
