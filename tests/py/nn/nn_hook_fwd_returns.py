import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
m.register_forward_hook(lambda mod, a, out: print("  fwd", a, out))
m.register_forward_hook(lambda mod, a, out: out + 100)
m.register_forward_hook(lambda mod, a, out: print("  after", out))
print(m(x))
