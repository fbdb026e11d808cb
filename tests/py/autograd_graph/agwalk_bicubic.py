# F.interpolate / nn.Upsample in bicubic mode: values, gradients and the
# UpsampleBicubic2DBackward0 node for scale factors, sizes, align_corners; errors.
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(1, 2, 3, 4, requires_grad=True)
for kw in [dict(scale_factor=2), dict(size=(5, 7)), dict(size=(5, 7), align_corners=True), dict(scale_factor=1.5),
           dict(size=(2, 3)), dict(scale_factor=(0.7, 1.3)), dict(size=(3, 4))]:
    y = F.interpolate(x, mode="bicubic", **kw)
    print(kw, tuple(y.shape), [round(float(v), 4) for v in y.reshape(-1)[:8]], y.grad_fn.name())
    g, = torch.autograd.grad(y.sum(), x)
    print("  grad", [round(float(v), 4) for v in g.reshape(-1)[:8]])
up = nn.Upsample(scale_factor=2, mode="bicubic", align_corners=False)
print(up, up(x).shape, up(x).grad_fn.name(), [(f.name(), i) for f, i in up(x).grad_fn.next_functions])
xd = torch.randn(1, 1, 3, 3, dtype=torch.float64)
print(F.interpolate(xd, scale_factor=2, mode="bicubic").dtype)
try:
    F.interpolate(torch.randn(1, 3, 4), scale_factor=2, mode="bicubic")
except Exception as e:
    print(type(e).__name__, e)
