import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: nn.BatchNorm1d(3)(torch.ones(2, 3, 4, 5)))
tr(lambda: nn.BatchNorm1d(3)(torch.ones(3)))
tr(lambda: nn.BatchNorm2d(3)(torch.ones(2, 3)))
tr(lambda: nn.BatchNorm1d(3)(torch.ones(1, 3)))
tr(lambda: nn.BatchNorm1d(3)(torch.ones(2, 4)))
bn = nn.BatchNorm1d(3).eval()
print(bn(torch.ones(1, 3)))
