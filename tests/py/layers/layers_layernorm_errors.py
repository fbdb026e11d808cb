import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: nn.LayerNorm(4)(torch.ones(2, 3)))
tr(lambda: nn.LayerNorm((2, 3))(torch.ones(3, 2)))
print(nn.LayerNorm(3, bias=False)(torch.tensor([1.0, 2.0, 4.0])))
