import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 8), nn.ReLU(), nn.Linear(8, 2))
by_size = sorted(net.named_parameters(), key=lambda kv: kv[1].numel(), reverse=True)
for name, p in by_size:
    print(name, p.numel())
shapes = {n: tuple(p.shape) for n, p in net.named_parameters()}
print(shapes)
print({n: p.numel() for n, p in net.named_parameters() if n.endswith("bias")})
for i, (n, p) in enumerate(net.named_parameters(), start=1):
    print(i, n, list(p.shape))
names = [n for n, _ in net.named_parameters()]
for a, b in zip(names, names[1:]):
    print(a, "->", b)
layer_ids = sorted({n.split(".")[0] for n in names}, key=int)
print(layer_ids)
print(max(net.named_parameters(), key=lambda kv: kv[1].numel())[0])
print(dict(sorted(shapes.items(), key=lambda kv: kv[0], reverse=True)))
