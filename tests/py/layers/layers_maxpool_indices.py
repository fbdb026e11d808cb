import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.tensor([[[[1.0, 5, 3, 4], [2, 6, 0, 8], [9, 1, 11, 2], [3, 14, 15, 0]]]])
y, i = nn.MaxPool2d(2, return_indices=True)(x)
print(y)
print(i)
y, i = F.max_pool2d(x, 2, return_indices=True)
print(i.dtype)
print(F.max_pool2d(x, kernel_size=(1, 2)))
