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
m = nn.Linear(2, 3)
print(m.weight)
m.reset_parameters()
print(m.weight, m.bias)
bn = nn.BatchNorm1d(2)
bn.running_mean.fill_(3.0)
bn.num_batches_tracked += 5
bn.reset_running_stats()
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
