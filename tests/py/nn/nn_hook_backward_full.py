import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 1)
def bh(mod, gin, gout): print("  full_backward", type(mod).__name__, [g.shape if g is not None else None for g in gin], [g.shape for g in gout])
hb = l.register_full_backward_hook(bh)
out = l(torch.ones(1, 2, requires_grad=True)); print(type(out.grad_fn).__name__)
out.sum().backward()
out2 = l(torch.ones(1, 2)); print(type(out2.grad_fn).__name__)
out2.sum().backward()
hb.remove()
out3 = l(torch.ones(1, 2)); print(type(out3.grad_fn).__name__)
