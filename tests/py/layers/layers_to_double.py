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
net = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
net.double()
print(net[0].weight.dtype, net[1].running_mean.dtype, net[1].num_batches_tracked.dtype)
print(net(torch.ones(3, 2, dtype=torch.float64)).dtype)
net.float()
print(net[0].bias.dtype)
