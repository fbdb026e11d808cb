import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

p = torch.tensor([0.9, 0.2, 0.6, 0.5], requires_grad=True)
t = torch.tensor([1.0, 0.0, 0.0, 1.0])
l = F.binary_cross_entropy(p, t)
print(l)
l.backward()
print(p.grad)
print(nn.BCELoss(reduction='sum')(p, t))
print(nn.BCELoss(weight=torch.tensor([1.0, 2.0, 1.0, 0.5]))(p, t))
print(F.binary_cross_entropy(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.0])))
tr(lambda: F.binary_cross_entropy(p, t.reshape(4, 1)))
