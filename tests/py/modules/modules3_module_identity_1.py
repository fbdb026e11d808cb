import torch
import torch.nn as nn

a = nn.Linear(1, 1)
b = nn.Linear(1, 1)
print(a == a, a == b, a != b)
s = {a, b, a}
print(len(s))
d = {a: "first", b: "second"}
print(d[a], d[b])
print(sorted([type(m).__name__ for m in {nn.ReLU(), nn.Tanh()}]))
print(a in [b, a], a in nn.ModuleList([b]))
net = nn.Sequential(a, nn.ReLU(), a)
print(len(list(net.modules())), len(list(net.children())))
print([n for n, _ in net.named_children()])
print(bool(nn.Sequential()), bool(nn.ModuleList()), len(nn.Sequential(nn.ReLU())))
print(bool(nn.Linear(1, 1)))
