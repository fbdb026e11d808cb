import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

inp = F.log_softmax(torch.tensor([[1.0, 2.0, 3.0], [1.0, 0.0, -1.0]]), dim=1)
tgt = torch.tensor([[0.2, 0.3, 0.5], [0.0, 0.5, 0.5]])
print(F.kl_div(inp, tgt, reduction='batchmean'))
print(F.kl_div(inp, tgt, reduction='sum'))
print(F.kl_div(inp, tgt, reduction='none'))
print(nn.KLDivLoss(reduction='batchmean', log_target=True)(inp, inp.flip(0)))
