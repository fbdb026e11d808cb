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
c = nn.Conv2d(1, 2, 3)
x = torch.arange(25.0).reshape(1, 1, 5, 5)
y = c(x)
print(y.shape, y.grad_fn.name())
print(y)
