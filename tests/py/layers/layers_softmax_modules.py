import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.arange(6.0).reshape(2, 3)
print(nn.Softmax(dim=1)(x))
print(nn.LogSoftmax(dim=1)(x))
print(nn.Softmax(dim=0)(x).sum(0))
print(nn.Softmin(dim=1)(x))
