import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
m.register_forward_pre_hook(lambda mod, a: print("  pre"))
m.register_forward_hook(lambda mod, a, o: print("  fwd"))
print("call:", m(x))
print("direct:", m.forward(x))
