import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.arange(32.0).reshape(1, 2, 4, 4)
print(nn.AdaptiveAvgPool2d(1)(x))
print(nn.AdaptiveAvgPool2d((2, 2))(x))
print(nn.AdaptiveAvgPool2d((3, 2))(x).shape)
print(F.adaptive_avg_pool2d(x, (1, 2)))
print(nn.AdaptiveAvgPool2d((None, 2))(x).shape)
