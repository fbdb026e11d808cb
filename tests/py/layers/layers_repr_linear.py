import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

print(nn.Linear(2, 2))
print(nn.Linear(3, 1, bias=False))
print(nn.Linear(in_features=4, out_features=5))
print(nn.Identity(), nn.Identity(3, k=4))
print(nn.Bilinear(2, 3, 4), nn.Bilinear(2, 3, 4, bias=False))
