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
e = nn.Embedding(3, 2)
tr(lambda: e(torch.tensor([3])))
tr(lambda: e(torch.tensor([0.0])))
tr(lambda: e([0, 1]))
