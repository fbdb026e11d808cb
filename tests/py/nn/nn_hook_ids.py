import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
hs = [m.register_forward_pre_hook(lambda *a: None) for _ in range(2)] + [m.register_forward_hook(lambda *a: None) for _ in range(2)]
print([h.id for h in hs], type(hs[0]).__name__, type(hs[0]).__module__)
print(list(m._forward_pre_hooks.keys()), list(m._forward_hooks.keys()))
hs[0].remove(); hs[0].remove()
print(list(m._forward_pre_hooks.keys()))
m2 = M()
print(m2.register_forward_hook(lambda *a: None).id)
