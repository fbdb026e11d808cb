import torch
import torch.nn as nn

class Base(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.d = d
        self.inp = nn.Linear(d, d)
        print("Base.__init__", type(self).__name__)
    def forward(self, x):
        return self.inp(x)
    def extra_repr(self):
        return f"d={self.d}"

class WithAct(Base):
    def __init__(self, d, act=None):
        super().__init__(d)
        self.act = act or nn.ReLU()
        print("WithAct.__init__")
    def forward(self, x):
        return self.act(super().forward(x))

class Final(WithAct):
    def __init__(self):
        super().__init__(3, nn.Tanh())
        self.out = nn.Linear(3, 1)
    def forward(self, x):
        return self.out(super().forward(x))
    def extra_repr(self):
        return super().extra_repr() + ", final=True"

torch.manual_seed(0)
f = Final()
print(f)
print([c.__name__ for c in Final.__mro__])
print(f(torch.ones(2, 3)).shape)
print(isinstance(f, Base), issubclass(Final, nn.Module), isinstance(f.act, nn.Tanh))
class Mixin:
    def hello(self):
        return f"hello from {type(self).__name__}"
class MixNet(Mixin, nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.Linear(1, 1)
mn = MixNet()
print(mn.hello(), [c.__name__ for c in MixNet.__mro__])
print(mn)
