import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

logits = torch.ones(2, 3)
tr(lambda: F.cross_entropy(logits, torch.tensor([0, 3])))
tr(lambda: F.cross_entropy(logits, torch.tensor([0.0, 1.0])))
tr(lambda: F.cross_entropy(logits, torch.tensor([0, 1, 2])))
tr(lambda: nn.CrossEntropyLoss()(logits, [0, 1]))
