# A loop variable left bound to a model (`for m in [good, bad]:`) is a second
# name for a root, not a third model: no extra root, and the model's tensors
# have one path each (no false "tied" mark). `layer` names a submodule that
# `good` registers: not a root either.
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.out = nn.Linear(2, 1)


good = Net()
bad = Net()
for m in [good, bad]:
    print(sum(p.numel() for p in m.parameters()))
for layer in good.children():
    print(type(layer).__name__)
