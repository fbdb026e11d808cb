import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
m.register_forward_hook(lambda mod, a, o: print("  second"))
m.register_forward_hook(lambda mod, a, o: print("  first"), prepend=True)
m.register_forward_pre_hook(lambda mod, a: print("  pre second"))
m.register_forward_pre_hook(lambda mod, a: print("  pre first"), prepend=True)
m(x)
print(list(m._forward_hooks.keys()), list(m._forward_pre_hooks.keys()))
