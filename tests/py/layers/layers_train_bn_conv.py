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
net = nn.Sequential(nn.Conv2d(1, 2, 3, padding=1), nn.BatchNorm2d(2), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), nn.Linear(8, 2))
x = torch.randn(3, 1, 4, 4)
t = torch.tensor([0, 1, 0])
for i in range(5):
    loss = F.cross_entropy(net(x), t)
    net.zero_grad()
    loss.backward()
    with torch.no_grad():
        for p in net.parameters():
            p -= 0.1 * p.grad
    print(i, round(loss.item(), 4))
print(net[1].running_mean, net[1].num_batches_tracked)
net.eval()
print(net(x))
