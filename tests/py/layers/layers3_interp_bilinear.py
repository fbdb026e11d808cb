import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(1, 1, 3, 4)
for kw in [dict(scale_factor=2, mode="bilinear"), dict(scale_factor=2, mode="bilinear", align_corners=True), dict(size=(5, 6), mode="bilinear", align_corners=False)]:
    y = F.interpolate(x, **kw)
    print(kw, tuple(y.shape))
    print(y)
print(nn.Upsample(scale_factor=2, mode="bilinear", align_corners=True))
print(nn.UpsamplingBilinear2d(scale_factor=2))
s = torch.randn(1, 2, 4)
print(F.interpolate(s, scale_factor=2, mode="linear"))
print(F.interpolate(s, size=7, mode="linear", align_corners=True))
