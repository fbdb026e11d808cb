import torch.nn as nn
from itertools import groupby
net = nn.Sequential(nn.Linear(2, 4), nn.BatchNorm1d(4), nn.Linear(4, 4), nn.LayerNorm(4), nn.Linear(4, 1))
named = list(net.named_parameters())
for layer, group in groupby(named, key=lambda kv: kv[0].split(".")[0]):
    items = list(group)
    print(layer, [n.split(".")[1] for n, _ in items], sum(p.numel() for _, p in items))
by_kind = sorted(named, key=lambda kv: (kv[0].split(".")[1], -kv[1].numel()))
print([n for n, _ in by_kind])
print({k: len(list(g)) for k, g in groupby(sorted(n.split(".")[1] for n, _ in named))})
