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
w = nn.Parameter(torch.empty(2, 2))
r = nn.init.uniform_(w)
print(r is w, w.grad_fn, w.requires_grad, w._version > 0)
nn.init.normal_(w[0])
print(w)
