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
m = nn.Linear(2, 2, dtype=torch.float64)
print(m.weight.dtype, m.weight)
print(m(torch.ones(1, 2, dtype=torch.float64)))
c = nn.Conv2d(1, 1, 2, dtype=torch.float64)
print(c.weight.dtype, c.bias.dtype)
bn = nn.BatchNorm1d(2, dtype=torch.float64)
print(bn.running_mean.dtype, bn.num_batches_tracked.dtype)
e = nn.Embedding(3, 2, device='cpu')
print(e.weight.device)
