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
x = torch.randn(2, 3, 4)
bn = nn.BatchNorm1d(3)
print(bn(x).mean(dim=(0, 2)).abs().max().item() < 1e-6)
print(bn.running_mean)
bn2 = nn.BatchNorm2d(2)
x2 = torch.randn(2, 2, 3, 3)
y = bn2(x2)
print(y.shape, bn2.running_var)
