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
c = nn.Conv2d(2, 2, 2, stride=1, padding=1)
x = torch.randn(1, 2, 3, 3, requires_grad=True)
y = c(x)
y.pow(2).sum().backward()
print(c.weight.grad)
print(c.bias.grad)
print(x.grad)
