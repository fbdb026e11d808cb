import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

print(nn.Softmax(), nn.Softmax(dim=1), nn.Softmax(-1))
print(nn.LogSoftmax(), nn.LogSoftmax(dim=-1))
print(nn.Softmin(1))
