import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

lp = F.log_softmax(torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]]), dim=1).requires_grad_()
t = torch.tensor([0, 2])
l = F.nll_loss(lp, t)
print(l)
l.backward()
print(lp.grad)
print(nn.NLLLoss(reduction='none')(lp, t))
print(nn.NLLLoss(weight=torch.tensor([1.0, 0.0, 3.0]))(lp, t))
print(F.nll_loss(lp, t, ignore_index=0))
