import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

w = torch.tensor([[3.0, 4.0], [0.3, 0.4], [6.0, 8.0]])
e = nn.Embedding.from_pretrained(w.clone(), max_norm=1.0)
print(e(torch.tensor([0, 1])))
print(e.weight)
