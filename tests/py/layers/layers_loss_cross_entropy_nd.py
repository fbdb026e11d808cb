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
logits = torch.randn(2, 3, 4)
t = torch.tensor([[0, 1, 2, 1], [2, 2, 0, 1]])
print(F.cross_entropy(logits, t))
print(F.cross_entropy(logits[0].t(), t[0]))
print(F.cross_entropy(torch.tensor([1.0, 2.0, 0.5]), torch.tensor(1)))
