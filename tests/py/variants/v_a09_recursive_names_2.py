import torch
import torch.nn as nn

net = nn.Sequential(
    nn.Linear(2, 3),
    nn.Sequential(nn.ReLU(), nn.Sequential(nn.Linear(3, 3), nn.Tanh())),
    nn.ModuleDict({"head": nn.Linear(3, 1), "aux": nn.Linear(3, 2)}),
)
for name, mod in net.named_modules():
    depth = name.count(".") + (1 if name else 0)
    print("  " * depth + (name or "<root>"), type(mod).__name__)
print([n for n, _ in net.named_parameters()])
print(sum(p.numel() for p in net.parameters()))
print([n for n, _ in net[1].named_children()])
for label, target in [("1.1.0", "ok"), ("1.1.5", "bad"), ("2.head", "ok"), ("2.nope", "bad"), ("0.weight", "bad")]:
    try:
        print(label, net.get_submodule(label))
    except AttributeError as e:
        print(label, "AttributeError:", e)
