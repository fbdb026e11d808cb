import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
def pre(mod, args):
    print("  pre", type(args).__name__, args)
h = m.register_forward_pre_hook(pre)
print(m(x), m(x, 2.0))
print(m(x, scale=3.0))
h.remove()
print(m(x))
