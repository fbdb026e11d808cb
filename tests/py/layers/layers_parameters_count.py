import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

for m in [nn.Linear(10, 5), nn.Conv2d(3, 16, 3), nn.BatchNorm2d(16), nn.Embedding(100, 8), nn.LayerNorm(32), nn.GroupNorm(4, 16), nn.Bilinear(3, 4, 5), nn.PReLU(7)]:
    print(type(m).__name__, sum(p.numel() for p in m.parameters()), sum(b.numel() for b in m.buffers()))
