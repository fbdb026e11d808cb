import torch.nn as nn


class Tracker(nn.Module):
    instances = 0

    def __init__(self, tag):
        super().__init__()
        Tracker.instances += 1
        self.tag = tag
        self.idx = Tracker.instances

    def __repr__(self):
        return f"Tracker#{self.idx}({self.tag!r})"

    def __eq__(self, other):
        return isinstance(other, Tracker) and self.tag == other.tag

    __hash__ = nn.Module.__hash__


a, b, c = Tracker("x"), Tracker("y"), Tracker("x")
print(a, b, c, Tracker.instances, a == c, a is c, len({a, b, c}))
print(sorted([b, a, c], key=lambda t: (t.tag, -t.idx)), str(a), f"{b!r:>20}", format(c, ""))
registry = {t.tag: t for t in (a, b, c)}
print(registry, list(map(repr, registry.values())))
seq = nn.ModuleList([a, b])
print(seq, len(seq), a in seq, c in list(seq))
