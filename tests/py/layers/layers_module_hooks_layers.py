import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
def hook(m, inp, out):
    print(type(m).__name__, tuple(inp[0].shape), tuple(out.shape))
for m in net:
    m.register_forward_hook(hook)
net(torch.ones(4, 2))
print(net[0].forward(torch.ones(1, 2)).shape)
