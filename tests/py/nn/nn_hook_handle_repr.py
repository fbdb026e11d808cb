import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
h = m.register_forward_hook(lambda *a: None)
print(repr(h).startswith('<torch.utils.hooks.RemovableHandle object at'))
import torch.utils.hooks as hk
print(hk.RemovableHandle is type(h))
