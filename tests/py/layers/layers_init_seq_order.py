import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(42)
net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
for n, p in net.named_parameters():
    print(n, p.data)
torch.manual_seed(42)
a = nn.Linear(2, 3)
b = nn.Linear(3, 1)
print(torch.equal(a.weight, net[0].weight), torch.equal(b.bias, net[2].bias))
