import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.arange(16.0).reshape(1, 1, 4, 4)
w = torch.ones(1, 1, 2, 2)
print(F.conv2d(x, w))
print(F.conv2d(x, w, stride=2))
print(F.conv2d(x, w, torch.tensor([1.0]), padding=1))
print(F.conv2d(x, w, stride=(1, 2), dilation=1))
