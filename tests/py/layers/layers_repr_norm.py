import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

print(nn.BatchNorm1d(3))
print(nn.BatchNorm2d(8, eps=1e-3, momentum=None))
print(nn.BatchNorm1d(4, affine=False, track_running_stats=False))
print(nn.LayerNorm(4), nn.LayerNorm((2, 3)), nn.LayerNorm([5], eps=1e-6, elementwise_affine=False))
print(nn.LayerNorm(4, bias=False))
print(nn.GroupNorm(2, 4), nn.GroupNorm(1, 3, affine=False))
