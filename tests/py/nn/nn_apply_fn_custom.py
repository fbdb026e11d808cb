import torch
import torch.nn as nn
m = nn.Sequential(nn.Linear(1, 1), nn.ReLU())
seen = []
def fn(t):
    seen.append(tuple(t.shape))
    return t
print(m._apply(fn) is m, seen)
