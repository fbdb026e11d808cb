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
net = nn.Sequential(nn.Linear(3, 3), nn.BatchNorm1d(3), nn.Dropout(0.5), nn.Linear(3, 1))
x = torch.randn(4, 3)
print(net.training, [m.training for m in net])
a = net(x)
net.eval()
print(net.training, [m.training for m in net])
b = net(x)
c = net(x)
print(torch.equal(b, c), torch.equal(a, b))
print(net[1].num_batches_tracked)
