import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: nn.MaxPool2d(2)(torch.ones(2, 2)))
tr(lambda: nn.MaxPool2d(5)(torch.ones(1, 1, 3, 3)))
tr(lambda: nn.MaxPool2d(2, padding=2)(torch.ones(1, 1, 4, 4)))
tr(lambda: nn.AvgPool2d(2, padding=2)(torch.ones(1, 1, 4, 4)))
