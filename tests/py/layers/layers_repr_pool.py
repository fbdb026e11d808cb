import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

print(nn.MaxPool2d(2))
print(nn.MaxPool2d(3, stride=2, padding=1))
print(nn.MaxPool2d((2, 3), ceil_mode=True, return_indices=True))
print(nn.AvgPool2d(2), nn.AvgPool2d(3, 1, 1))
print(nn.AdaptiveAvgPool2d(1), nn.AdaptiveAvgPool2d((2, 3)), nn.AdaptiveAvgPool2d((None, 2)))
