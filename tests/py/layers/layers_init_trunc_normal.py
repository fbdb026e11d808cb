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
w = torch.empty(3, 4)
print(nn.init.trunc_normal_(w))
print(nn.init.trunc_normal_(w, std=0.02))
print(nn.init.trunc_normal_(w, mean=1.0, std=0.5, a=0.5, b=1.5))
