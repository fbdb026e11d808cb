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
emb = nn.Embedding(20, 4, padding_idx=0)
seqs = torch.tensor([[3, 5, 0, 0], [7, 1, 2, 0]])
v = emb(seqs)
mask = (seqs != 0).unsqueeze(-1).float()
avg = (v * mask).sum(1) / mask.sum(1)
print(avg)
