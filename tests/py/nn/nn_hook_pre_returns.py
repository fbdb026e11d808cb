import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
h1 = m.register_forward_pre_hook(lambda mod, a: a[0] + 1)
h2 = m.register_forward_pre_hook(lambda mod, a: (a[0] * 10,))
print(m(x, scale=2.0))
h1.remove(); h2.remove()
h3 = m.register_forward_pre_hook(lambda mod, a: (a[0], 5.0))
print(m(x))
