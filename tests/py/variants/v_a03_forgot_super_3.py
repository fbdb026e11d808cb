import torch.nn as nn


class Base(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.width = width


class Child(Base):
    def __init__(self):
        self.head = nn.Linear(4, 2)
        super().__init__(4)


class Child2(Base):
    def __init__(self):
        super().__init__(width=8)
        self.head = nn.Linear(self.width, 2)


class Wrong(nn.Module):
    def __init__(self):
        super().__init__(5)


class WrongKw(nn.Module):
    def __init__(self):
        super().__init__(hidden=5)


for cls in (Child, Child2, Wrong, WrongKw):
    try:
        obj = cls()
        print(cls.__name__, "ok:", obj)
    except Exception as e:
        print(cls.__name__, type(e).__name__ + ":", e)
