import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(3)
w = torch.empty(5, 8)
nn.init.normal_(w, 0, 0.02)
print(w)
w = torch.empty(4, 4, dtype=torch.float64)
nn.init.normal_(w)
print(w)
w = torch.empty(17)
nn.init.normal_(w)
print(w)
