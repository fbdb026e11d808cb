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
a = nn.BatchNorm1d(2)
a(torch.randn(4, 2))
b = nn.BatchNorm1d(2)
print(b.load_state_dict(a.state_dict()))
print(b.running_mean, b.num_batches_tracked)
sd = a.state_dict()
del sd['num_batches_tracked']
tr(lambda: b.load_state_dict(sd))
