import torch
import torch.nn as nn
class T(nn.Module):
    call_super_init = True
    def __init__(self):
        super().__init__()
print(list(vars(T()).keys())[-1])
class Base:
    def __init__(self, **kw):
        print("Base init", kw)
        super().__init__()
class M(nn.Module, Base):
    call_super_init = True
m = M()
print(type(m).__mro__[1].__name__)
