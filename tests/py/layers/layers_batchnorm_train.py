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
bn = nn.BatchNorm1d(3)
x = torch.randn(4, 3) * 2 + 1
y = bn(x)
print(y)
print(bn.running_mean)
print(bn.running_var)
print(bn.num_batches_tracked)
y = bn(x)
print(bn.running_mean, bn.num_batches_tracked)
