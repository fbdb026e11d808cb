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
e = nn.Embedding(4, 2, padding_idx=0)
print(e.weight)
y = e(torch.tensor([0, 1, 0, 3]))
print(y)
