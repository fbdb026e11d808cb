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
c = nn.Conv2d(1, 1, 2)
x = torch.arange(9.0).reshape(1, 3, 3)
print(c(x))
tr(lambda: c(torch.ones(3, 3)))
tr(lambda: c(torch.ones(1, 2, 3, 3)))
