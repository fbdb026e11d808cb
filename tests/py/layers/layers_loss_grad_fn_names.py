import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.tensor([[0.2, 0.8], [0.6, 0.4]], requires_grad=True)
t = torch.tensor([[0.0, 1.0], [1.0, 0.0]])
for l in [F.mse_loss(x, t), F.l1_loss(x, t), F.smooth_l1_loss(x, t), F.huber_loss(x, t), F.binary_cross_entropy(x, t),
          F.binary_cross_entropy_with_logits(x, t), F.cross_entropy(x, torch.tensor([1, 0])), F.nll_loss(x, torch.tensor([1, 0]))]:
    print(l.grad_fn.name(), l.dtype, l.shape)
