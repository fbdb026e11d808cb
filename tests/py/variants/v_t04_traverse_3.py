import torch, torch.nn as nn
class Leaf(nn.Module):
    def __init__(self, tag):
        super().__init__()
        self.tag = tag
        self.p = nn.Parameter(torch.ones(1))
    def extra_repr(self):
        return f"tag={self.tag}"
root = nn.Sequential(Leaf("a"), nn.ModuleList([Leaf("b"), Leaf("c")]), nn.ModuleDict({"x": Leaf("d")}))
for name, mod in root.named_modules():
    if isinstance(mod, Leaf):
        print(name, mod.tag)
print([m.tag for m in root.modules() if isinstance(m, Leaf)])
print(sum(1 for _ in root.modules()), sum(1 for _ in root.children()))
gen = root.named_parameters()
print(type(gen).__name__, next(gen)[0], next(gen)[0])
print(root)
it = iter(root)
print(next(it), type(next(it)).__name__)
print(list(root[1]), root[2]['x'])
