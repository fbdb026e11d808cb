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
for p in net[0].parameters():
    p.requires_grad_(False)
out = net(torch.ones(2, 2)).sum()
out.backward()
print(net[0].weight.grad, net[2].weight.grad)
print([p.requires_grad for p in net.parameters()])
