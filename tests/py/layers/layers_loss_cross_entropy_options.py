import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3], [1.0, 1.0, 1.0], [0.0, 3.0, -1.0]])
t = torch.tensor([0, 1, 2, 1])
w = torch.tensor([1.0, 2.0, 0.5])
print(F.cross_entropy(logits, t, weight=w))
print(F.cross_entropy(logits, t, ignore_index=1))
print(F.cross_entropy(logits, t, label_smoothing=0.1))
print(F.cross_entropy(logits, t, weight=w, label_smoothing=0.2, reduction='sum'))
print(nn.CrossEntropyLoss(weight=w, ignore_index=2)(logits, t))
probs = torch.tensor([[0.7, 0.2, 0.1], [0.0, 1.0, 0.0], [0.3, 0.3, 0.4], [0.1, 0.8, 0.1]])
print(F.cross_entropy(logits, probs))
