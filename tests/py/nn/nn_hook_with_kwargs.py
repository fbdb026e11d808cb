import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
def prekw(mod, args, kwargs):
    print("  prekw", args, kwargs); return (args, {'scale': 5.0})
hk = m.register_forward_pre_hook(prekw, with_kwargs=True)
def fwdkw(mod, args, kwargs, out):
    print("  fwdkw", args, kwargs, out)
hk2 = m.register_forward_hook(fwdkw, with_kwargs=True)
print(m(x, scale=3.0))
print(list(m._forward_pre_hooks_with_kwargs.items()), list(m._forward_hooks_with_kwargs.items()))
hk.remove(); hk2.remove()
print(list(m._forward_pre_hooks_with_kwargs.items()), list(m._forward_hooks_with_kwargs.items()))
