class Meter:
    """Tracks a running average."""
    def __init__(self, name, fmt=":.3f"):
        self.name, self.fmt = name, fmt
        self.reset()
    def reset(self):
        self.val = self.sum = self.count = 0
        self.avg = 0.0
    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count
    def __str__(self):
        fmtstr = "{name} {val" + self.fmt + "} ({avg" + self.fmt + "})"
        return fmtstr.format(**self.__dict__)
    def __repr__(self):
        return f"Meter({self.name!r}, count={self.count})"

loss = Meter("Loss", ":.4e")
acc = Meter("Acc", ":6.2f")
for i, (l, a) in enumerate([(0.9, 50.0), (0.7, 62.5), (0.55, 70.0)]):
    loss.update(l, n=32)
    acc.update(a, n=32)
    print(f"[{i + 1}/3]", loss, "|", acc)
print([loss, acc], Meter.__doc__)
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1
try:
    Slotted().b
except AttributeError as e:
    print(type(e).__name__, e)
class Vec:
    def __init__(self, *xs): self.xs = list(xs)
    def __len__(self): return len(self.xs)
    def __getitem__(self, i): return self.xs[i]
    def __add__(self, o): return Vec(*[a + b for a, b in zip(self, o)])
    def __eq__(self, o): return isinstance(o, Vec) and self.xs == o.xs
    def __repr__(self): return f"Vec{tuple(self.xs)}"
    def __bool__(self): return any(self.xs)
    def __contains__(self, v): return v in self.xs
    def __iter__(self): return iter(self.xs)
print(Vec(1, 2) + Vec(3, 4), Vec(1) == Vec(1), bool(Vec(0, 0)), 2 in Vec(1, 2), list(reversed(Vec(1, 2, 3))))
print(sorted(Vec(3, 1, 2)), max(Vec(3, 9, 2)), Vec(1, 2)[::-1], len(Vec()))
