import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

w = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
e = nn.Embedding.from_pretrained(w)
print(e, e.weight.requires_grad)
print(e(torch.tensor([2, 0])))
e2 = nn.Embedding.from_pretrained(w, freeze=False, padding_idx=1)
print(e2, e2.weight.requires_grad)
tr(lambda: nn.Embedding.from_pretrained(torch.ones(3)))
