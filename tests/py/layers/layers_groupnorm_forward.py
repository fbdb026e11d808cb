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
gn = nn.GroupNorm(2, 4)
x = torch.randn(2, 4, 3, requires_grad=True)
y = gn(x)
print(y)
y.pow(2).sum().backward()
print(gn.weight.grad, gn.bias.grad)
print(nn.GroupNorm(1, 4, affine=False)(torch.arange(8.0).reshape(1, 4, 2)))
tr(lambda: gn(torch.ones(2, 3, 2)))
