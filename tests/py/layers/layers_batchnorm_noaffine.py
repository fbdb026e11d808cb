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
x = torch.randn(4, 2)
bn = nn.BatchNorm1d(2, affine=False)
print(bn(x))
bn = nn.BatchNorm1d(2, track_running_stats=False)
print(bn(x))
bn.eval()
print(bn(x))
print(bn.running_mean, bn.num_batches_tracked)
