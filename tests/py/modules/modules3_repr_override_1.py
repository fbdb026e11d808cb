import torch
import torch.nn as nn

class Pretty(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
    def __repr__(self):
        return f"<Pretty params={sum(p.numel() for p in self.parameters())}>"

class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.p = Pretty()
        self.q = nn.ReLU()

print(Pretty())
print(Outer())
print([Pretty()])
print(str(Pretty()), f"{Pretty()}", f"{Pretty()!r}")
class Strish(nn.Module):
    def __str__(self):
        return "STR"
s = Strish()
print(s, repr(s), [s], f"{s}")
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"
    def __format__(self, spec):
        return f"<{self.x:{spec}},{self.y:{spec}}>"
pt = Point(1.5, "a")
print(pt, [pt], {pt.y: pt})
print(f"{Point(1.25, 2.5):.1f}")
