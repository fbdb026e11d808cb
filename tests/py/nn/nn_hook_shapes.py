import torch
import torch.nn as nn
torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
def show(mod, inp, out):
    print(type(mod).__name__, tuple(inp[0].shape), tuple(out.shape))
hs = [m.register_forward_hook(show) for m in net]
net(torch.ones(5, 4))
for h in hs: h.remove()
net(torch.ones(5, 4))
print("done")
