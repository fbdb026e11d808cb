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
net = nn.Sequential(nn.Conv2d(1, 2, 3, padding=1), nn.ReLU(), nn.AvgPool2d(2), nn.AdaptiveAvgPool2d(1), nn.Flatten())
y = net(torch.randn(2, 1, 4, 4))
print(y)
y.sum().backward()
print(net[0].bias.grad)
