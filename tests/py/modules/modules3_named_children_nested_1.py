import torch.nn as nn

class Leaf(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(1, 1)

class Mid(nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = Leaf()
        self.l2 = Leaf()
        self.act = nn.ReLU()

class Root(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = Mid()
        self.extra = nn.ModuleList([Leaf(), nn.Sequential(Leaf())])

r = Root()
def tree(mod, name="root", depth=0):
    n_own = sum(p.numel() for p in mod.parameters(recurse=False))
    print(f"{'  ' * depth}{name} [{type(mod).__name__}] own={n_own} total={sum(p.numel() for p in mod.parameters())}")
    for cname, child in mod.named_children():
        tree(child, cname, depth + 1)
tree(r)
print([n for n, _ in r.named_modules() if n.count(".") == 1])
print(max((n for n, _ in r.named_modules()), key=lambda s: s.count(".")))
print(r.get_submodule("extra.1.0.lin"))
