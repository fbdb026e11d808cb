import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: nn.Linear(2))
tr(lambda: nn.Linear())
tr(lambda: nn.Linear(2, 3, 4, 5, 6, 7))
tr(lambda: nn.Linear(2, 3, bogus=1))
tr(lambda: nn.Linear(2, 3, bias=False).bias)
tr(lambda: nn.ReLU(inplace=True, x=1))
