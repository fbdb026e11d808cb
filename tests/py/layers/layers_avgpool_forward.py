import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.arange(16.0).reshape(1, 1, 4, 4).requires_grad_()
y = nn.AvgPool2d(2)(x)
print(y)
y.sum().backward()
print(x.grad)
print(nn.AvgPool2d(3, stride=1, padding=1)(x))
print(nn.AvgPool2d(3, stride=1, padding=1, count_include_pad=False)(x))
print(F.avg_pool2d(x, 2, stride=1))
