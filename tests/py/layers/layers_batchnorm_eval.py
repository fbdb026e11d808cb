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
bn = nn.BatchNorm1d(2)
x = torch.randn(5, 2)
bn(x)
bn.eval()
y = bn(x)
print(y)
print(bn.running_mean, bn.running_var)
print(bn.num_batches_tracked)
bn.train()
print(bn.training, bn(x).mean(0).abs().max().item() < 1e-5)
