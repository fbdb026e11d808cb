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
w = torch.empty(3, 5)
print(nn.init.uniform_(w))
print(nn.init.uniform_(w, -2, 2))
print(nn.init.normal_(w))
print(nn.init.normal_(w, 1.0, 0.1))
print(nn.init.constant_(w, 0.3))
print(nn.init.ones_(w))
print(nn.init.zeros_(w))
print(nn.init.eye_(w))
print(nn.init.uniform_(w) is w)
