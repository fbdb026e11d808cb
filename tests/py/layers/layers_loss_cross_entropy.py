import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3], [1.0, 1.0, 1.0]], requires_grad=True)
t = torch.tensor([0, 1, 2])
l = F.cross_entropy(logits, t)
print(l)
l.backward()
print(logits.grad)
print(F.cross_entropy(logits, t, reduction='sum'))
print(F.cross_entropy(logits, t, reduction='none'))
print(nn.CrossEntropyLoss()(logits, t))
