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
bn = nn.BatchNorm1d(2, momentum=None)
for i in range(3):
    bn(torch.randn(4, 2) + i)
    print(bn.running_mean, bn.num_batches_tracked)
bn2 = nn.BatchNorm1d(2, momentum=0.5)
bn2(torch.ones(3, 2) * torch.tensor([1.0, 3.0]))
print(bn2.running_mean, bn2.running_var)
