import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
with m.register_forward_hook(lambda mod, a, o: print("  inside")) as h:
    m(x)
    print(len(m._forward_hooks))
print(len(m._forward_hooks))
m(x)
