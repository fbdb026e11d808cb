import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

bn = nn.BatchNorm1d(3)
print([n for n, _ in bn.named_parameters()], [n for n, _ in bn.named_buffers()])
print(bn.num_batches_tracked, bn.running_mean, bn.running_var)
print(bn._version, nn.BatchNorm2d._version, nn.Linear._version)
net = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2), nn.Linear(2, 1))
print([n for n, _ in net.named_parameters()])
print([n for n, _ in net.named_buffers()])
print(sum(p.numel() for p in net.parameters()))
