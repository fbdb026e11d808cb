import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 1)
def bph(mod, gout):
    print("  pre", [g.shape for g in gout])
    return (gout[0] * 2,)
l.register_full_backward_pre_hook(bph)
x = torch.ones(1, 2, requires_grad=True)
l(x).sum().backward()
print(l.weight.grad, x.grad)
