import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

print(nn.Dropout(), nn.Dropout(0.3), nn.Dropout(p=0.1, inplace=True))
print(nn.Flatten(), nn.Flatten(0), nn.Flatten(1, 2))
print(nn.Unflatten(1, (2, 2)), nn.Unflatten(-1, [3, 4]))
print(nn.Embedding(10, 3), nn.Embedding(10, 3, padding_idx=0), nn.Embedding(5, 2, max_norm=1.0), nn.Embedding(5, 2, norm_type=1.0, scale_grad_by_freq=True, sparse=True))
print(nn.Embedding(5, 2, padding_idx=-1))
