import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
x = torch.arange(32.).view(1, 8, 2, 2).requires_grad_()
ps = nn.PixelShuffle(2)
y = ps(x)
print(ps, y.shape, y.grad_fn.name())
print(y)
pu = nn.PixelUnshuffle(2)
z = pu(y)
print(pu, z.shape, torch.equal(z, x), z.grad_fn.name())
(z * torch.arange(32.).view_as(z)).sum().backward()
print(x.grad.view(-1)[:8])
print(F.pixel_shuffle(torch.randn(3, 4, 2, 3), 2).shape, F.pixel_unshuffle(torch.randn(2, 1, 4, 6), 2).shape)
model = nn.Sequential(nn.Conv2d(1, 4, 3, padding=1), nn.PixelShuffle(2))
print(model(torch.randn(1, 1, 3, 3)).shape)
for bad in [lambda: F.pixel_shuffle(torch.randn(1, 3, 2, 2), 2), lambda: F.pixel_unshuffle(torch.randn(1, 1, 3, 4), 2), lambda: F.pixel_shuffle(torch.randn(4, 4), 2)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
