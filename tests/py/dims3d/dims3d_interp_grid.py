# F.interpolate on 5-D input (nearest, nearest-exact, trilinear, area),
# nn.Upsample trilinear, F.grid_sample (4-D and 5-D; bilinear/nearest;
# zeros/border/reflection) with F.affine_grid: values, grad_fn, gradients, errors.
import torch
import torch.nn as nn
import torch.nn.functional as F


def show(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, e)


torch.manual_seed(0)
x = torch.randn(1, 2, 2, 3, 2, dtype=torch.float64, requires_grad=True)
for kw in (dict(scale_factor=2), dict(size=(3, 4, 3)), dict(size=(3, 4, 3), mode="nearest-exact"),
           dict(scale_factor=2, mode="trilinear"), dict(scale_factor=(1.5, 2, 2.5), mode="trilinear"),
           dict(size=(3, 5, 4), mode="trilinear", align_corners=True), dict(size=(1, 2, 1), mode="area"),
           dict(size=(4, 2, 3), mode="trilinear")):
    y = F.interpolate(x, **kw)
    print(kw, tuple(y.shape), y.grad_fn.name())
    print(torch.round(y[0, 1, -1], decimals=10))
y = F.interpolate(x, size=(3, 5, 4), mode="trilinear")
(y * torch.arange(60.0, dtype=torch.float64).view(3, 5, 4)).sum().backward()
print(torch.round(x.grad[0, 0], decimals=10))
up = nn.Upsample(scale_factor=2, mode="trilinear", align_corners=False)
print(up, torch.round(up(torch.arange(8.0).view(1, 1, 2, 2, 2))[0, 0, 1], decimals=4))
show(lambda: F.interpolate(torch.randn(2, 3, 4, 5), scale_factor=2, mode="trilinear"))
show(lambda: F.interpolate(x, scale_factor=2, mode="bilinear"))
show(lambda: F.interpolate(x, size=(2, 2), mode="trilinear"))

# grid_sample 4-D
torch.manual_seed(1)
img = torch.randn(2, 3, 4, 5, dtype=torch.float64, requires_grad=True)
grid = (torch.rand(2, 3, 2, 2, dtype=torch.float64) * 2.4 - 1.2).requires_grad_()
for mode in ("bilinear", "nearest"):
    for pm in ("zeros", "border", "reflection"):
        for ac in (False, True):
            o = F.grid_sample(img, grid, mode=mode, padding_mode=pm, align_corners=ac)
            print(mode, pm, ac, tuple(o.shape), o.grad_fn.name(), torch.round(o[1, 2], decimals=10).tolist())
o = F.grid_sample(img, grid, align_corners=False)
print([type(n).__name__ for n, _ in o.grad_fn.next_functions])
(o * o.detach().cos()).sum().backward()
print(torch.round(img.grad[0, 1], decimals=10))
print(torch.round(grid.grad[1], decimals=10) + 0.0)  # the sign of a zero gradient is summation noise
img.grad = None
grid.grad = None
o = F.grid_sample(img, grid, padding_mode="border", align_corners=True)
o.sum().backward()
print(torch.round(grid.grad[0], decimals=10) + 0.0)

# affine_grid + grid_sample, 2-D and 3-D
theta = torch.tensor([[[0.9, -0.2, 0.1], [0.3, 1.1, -0.2]]], dtype=torch.float64)
g = F.affine_grid(theta, (1, 3, 4, 5), align_corners=False)
print(g.shape, g.grad_fn, torch.round(g[0, 1], decimals=10))
print(torch.round(F.grid_sample(img[:1], g, align_corners=False)[0, 0], decimals=10))
theta3 = torch.tensor([[[1.0, 0.1, 0.0, 0.05], [0.0, 0.9, 0.2, 0.0], [0.1, 0.0, 1.1, -0.1]]], dtype=torch.float64,
                      requires_grad=True)
g3 = F.affine_grid(theta3, (1, 2, 3, 4, 3), align_corners=True)
print(g3.shape, g3.grad_fn.name())
torch.manual_seed(2)
vol = torch.randn(1, 2, 3, 4, 3, dtype=torch.float64, requires_grad=True)
for mode in ("bilinear", "nearest"):
    for pm in ("zeros", "border", "reflection"):
        o3 = F.grid_sample(vol, g3 * 1.3, mode=mode, padding_mode=pm, align_corners=True)
        print(mode, pm, tuple(o3.shape), o3.grad_fn.name(), torch.round(o3[0, 1, 1], decimals=10).tolist())
o3 = F.grid_sample(vol, g3, align_corners=False)
o3.pow(2).sum().backward()
print(torch.round(vol.grad[0, 0, 1], decimals=10))
print(torch.round(theta3.grad, decimals=10))

# float32 rounded
torch.manual_seed(3)
f = F.grid_sample(torch.randn(1, 1, 3, 3), torch.rand(1, 2, 2, 2) * 2 - 1, align_corners=False)
print(torch.round(f, decimals=4))

show(lambda: F.grid_sample(img, grid, mode="cubic", align_corners=False))
show(lambda: F.grid_sample(img, grid, padding_mode="wrap", align_corners=False))
show(lambda: F.grid_sample(img, torch.rand(2, 3, 2, 2, 3), align_corners=False))
show(lambda: F.grid_sample(img, torch.rand(2, 3, 2, 3), align_corners=False))
show(lambda: F.grid_sample(img, torch.rand(1, 3, 2, 2, dtype=torch.float64), align_corners=False))
show(lambda: F.grid_sample(img[0], grid[0], align_corners=False))
