import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

z = torch.tensor([[1.5, -0.3], [0.0, 2.0]], requires_grad=True)
t = torch.tensor([[1.0, 0.0], [1.0, 1.0]])
l = F.binary_cross_entropy_with_logits(z, t)
print(l)
l.backward()
print(z.grad)
print(nn.BCEWithLogitsLoss(pos_weight=torch.tensor([2.0, 0.5]))(z, t))
print(nn.BCEWithLogitsLoss(weight=torch.tensor([1.0, 3.0]), reduction='none')(z, t))
tr(lambda: F.binary_cross_entropy_with_logits(z, t.reshape(4)))
