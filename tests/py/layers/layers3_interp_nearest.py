import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(1, 2, 3, 3, requires_grad=True)
for m in [nn.Upsample(scale_factor=2), nn.Upsample(size=(5, 4)), nn.Upsample(scale_factor=(1.5, 2.5)), nn.UpsamplingNearest2d(scale_factor=3), nn.Upsample(size=7)]:
    y = m(x)
    print(m, tuple(y.shape), y.grad_fn.name())
    print(y[0, 1])
    y.pow(2).sum().backward()
    print(x.grad[0, 0])
    x.grad = None
s = torch.randn(2, 3, 4)
print(F.interpolate(s, scale_factor=2)[0])
print(F.interpolate(s, size=6)[1])
print(F.interpolate(s, size=3)[1])
for bad in [lambda: F.interpolate(x, scale_factor=2, size=(3, 3)), lambda: F.interpolate(x), lambda: F.interpolate(x, size=(2, 2, 2)), lambda: F.interpolate(x, scale_factor=2, align_corners=True)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
