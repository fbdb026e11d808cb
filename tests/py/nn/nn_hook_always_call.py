import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
class Bad(nn.Module):
    def forward(self, x):
        raise ValueError("forward failed")
b = Bad()
b.register_forward_hook(lambda mod, a, o: print("  always", a, o), always_call=True)
b.register_forward_hook(lambda mod, a, o: print("  normal"))
try: b(x)
except ValueError as e: print("ValueError", e)
print(list(b._forward_hooks_always_called.items()))
m.register_forward_hook(lambda mod, a, o: print("  ok always"), always_call=True)
m(x)
