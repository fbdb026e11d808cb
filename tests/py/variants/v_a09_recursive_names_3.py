import torch
import torch.nn as nn


class Leaf(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(1))


root = nn.Module()
root.add_module("left", Leaf())
root.register_module("right", Leaf())
root.left.add_module("inner", Leaf())
root.add_module("nothing", None)
print([n for n, _ in root.named_modules()])
print([n for n, _ in root.named_parameters()])
print(list(root._modules.keys()))
print([n for n, _ in root.named_children()])
memo = set()
print([n for n, _ in root.named_modules(memo=memo, prefix="m")])
print(len(memo))
print([n for n, _ in root.named_modules(memo=memo)])
memo2 = {root.left}
print([n for n, _ in root.named_modules(memo=memo2)])
print(root)
