import torch, torch.nn as nn
class Base(nn.Module):
    def __init__(self, dim, *, act="relu"):
        super().__init__()
        self.dim = dim
        self.act = nn.ReLU() if act == "relu" else nn.Tanh()
class Child(Base):
    def __init__(self):
        super().__init__(4, act="tanh")
        self.fc = nn.Linear(self.dim, self.dim)
c = Child()
print(c)
print(list(vars(c).keys())[-2:], [n for n, _ in c.named_children()])
try:
    Base(4, "tanh")
except TypeError as e:
    print("TypeError:", e)
class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        super().__init__()
        self.x = nn.Linear(1, 1)
b = Bad()
print(b)
m = nn.Module()
m.fc = nn.Linear(1, 1)
m.__init__()
print(m, list(m._modules))
print(sorted(k for k in dir(nn.Sequential()) if not k.startswith('_'))[:15])
