import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

print(nn.Conv2d(1, 2, 3))
print(nn.Conv2d(3, 6, (3, 5), stride=2, padding=1))
print(nn.Conv2d(4, 4, 3, padding='same', groups=2, bias=False))
print(nn.Conv2d(2, 4, 3, dilation=2, padding_mode='reflect'))
print(nn.Conv2d(2, 4, 3, padding='valid'))
print(nn.Conv1d(1, 2, 3))
print(nn.Conv1d(4, 8, 5, stride=2, padding=2, bias=False))
