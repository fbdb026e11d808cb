import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: nn.Dropout(1.5))
tr(lambda: nn.Dropout(-0.1))
tr(lambda: nn.Conv2d(3, 4, 3, groups=2))
tr(lambda: nn.Conv2d(4, 3, 3, groups=2))
tr(lambda: nn.Conv2d(4, 4, 3, groups=0))
tr(lambda: nn.Conv2d(4, 4, 3, stride=2, padding='same'))
tr(lambda: nn.GroupNorm(3, 4))
tr(lambda: nn.Embedding(5, 2, padding_idx=5))
tr(lambda: nn.Embedding(5, 2, padding_idx=-6))
tr(lambda: nn.Unflatten(1, 5))
tr(lambda: nn.Unflatten(1, (2, 2.0)))
tr(lambda: nn.Unflatten(1.0, (2, 2)))
tr(lambda: nn.Hardtanh(1.0, -1.0))
