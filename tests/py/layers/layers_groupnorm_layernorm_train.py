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
net = nn.Sequential(nn.Conv1d(2, 4, 3, padding=1), nn.GroupNorm(2, 4), nn.ReLU(), nn.Flatten(), nn.LayerNorm(12), nn.Linear(12, 1))
x = torch.randn(3, 2, 3)
for i in range(3):
    loss = net(x).pow(2).mean()
    net.zero_grad()
    loss.backward()
    with torch.no_grad():
        for p in net.parameters():
            p -= 0.1 * p.grad
    print(i, round(loss.item(), 5))
