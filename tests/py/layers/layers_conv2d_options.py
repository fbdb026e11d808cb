import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(0)
x = torch.randn(2, 4, 6, 6)
for c in [nn.Conv2d(4, 2, 3, stride=2), nn.Conv2d(4, 4, 3, padding=1, groups=4), nn.Conv2d(4, 2, 3, dilation=2),
          nn.Conv2d(4, 2, (1, 3), padding=(0, 1)), nn.Conv2d(4, 2, 3, padding='same'), nn.Conv2d(4, 2, 3, padding='valid', bias=False)]:
    y = c(x)
    print(c, tuple(y.shape), round(y.sum().item(), 3))
