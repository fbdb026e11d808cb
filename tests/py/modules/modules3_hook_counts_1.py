import torch
import torch.nn as nn
calls = {}
def counter(name):
    def hook(m, i, o):
        calls[name] = calls.get(name, 0) + 1
    return hook
net = nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 2))
hs = [m.register_forward_hook(counter(n or "root")) for n, m in net.named_modules()]
for _ in range(3):
    net(torch.ones(1, 2))
print(calls)
for h in hs[::2]:
    h.remove()
net(torch.ones(1, 2))
print(calls)
print(sum(len(m._forward_hooks) for m in net.modules()))
