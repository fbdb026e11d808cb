import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.tensor([[[[1.0, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]]], requires_grad=True)
m = nn.MaxPool2d(2)
y = m(x)
print(y)
y.sum().backward()
print(x.grad)
print(nn.MaxPool2d(3, stride=1)(x))
print(nn.MaxPool2d(2, stride=1, padding=1)(x))
print(nn.MaxPool2d(3, stride=2, ceil_mode=True)(x))
