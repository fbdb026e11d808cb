import torch
import torch.nn as nn
class M(nn.Module):
    def forward(self, x, scale=1.0):
        print("  forward", x, scale)
        return x * scale
m = M()
x = torch.tensor([1.0])
for ret in (5, (1,), [1, 2], (1, 2, 3), "ab"):
    h = m.register_forward_pre_hook(lambda mod, a, k, r=ret: r, with_kwargs=True)
    try: m(x)
    except RuntimeError as e: print(e)
    h.remove()
