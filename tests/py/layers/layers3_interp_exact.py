import torch, torch.nn.functional as F
torch.manual_seed(0)
for C, shape, kw in [(1, (5, 7), dict(scale_factor=2)), (3, (5, 7), dict(size=(8, 13))), (1, (4, 4), dict(scale_factor=2, align_corners=True)), (16, (40, 40), dict(scale_factor=2))]:
    x = torch.randn(1, C, *shape)
    y = F.interpolate(x, mode="bilinear", **kw)
    print(C, shape, kw, y.flatten()[:4].tolist(), y.sum().item())
x = torch.randn(2, 3, 9)
print(F.interpolate(x, scale_factor=1.7, mode="linear").flatten()[:6].tolist())
x = torch.randn(1, 2, 3, 5, requires_grad=True)
y = F.interpolate(x, size=(4, 7), mode="bilinear", align_corners=False)
print(y.grad_fn.name(), y[0, 1].tolist()[1])
y.sum().backward()
print(x.grad.shape)
