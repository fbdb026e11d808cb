# MaxUnpool3d / F.max_unpool3d, LPPool3d / F.lp_pool3d and the Lazy
# InstanceNorm layers: reprs, values, gradients, grad_fn names, errors.
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
x = torch.randn(1, 2, 4, 4, 4, dtype=torch.float64)
pool = nn.MaxPool3d(2, return_indices=True)
unpool = nn.MaxUnpool3d(2)
print(unpool, nn.MaxUnpool3d((1, 2, 2), stride=(1, 2, 1), padding=(0, 1, 0)))
y, idx = pool(x)
y.requires_grad_()
u = unpool(y, idx)
print(u.shape, u.grad_fn.name())
print(u[0, 1, 1])
(u * torch.arange(64.0, dtype=torch.float64).view(4, 4, 4)).sum().backward()
print(y.grad[0, 0])
print(F.max_unpool3d(y.detach(), idx, 2, output_size=(5, 5, 5)).shape)
print(F.max_unpool3d(y.detach()[0], idx[0], 2, output_size=[1, 2, 5, 4, 5]).shape)
show(lambda: F.max_unpool3d(y.detach(), idx, 2, output_size=(7, 5, 5)))
show(lambda: F.max_unpool3d(y.detach(), idx.int(), 2))
show(lambda: F.max_unpool3d(y.detach()[0, 0], idx[0, 0], 2))
show(lambda: F.max_unpool3d(y.detach(), idx[:, :1], 2))
show(lambda: F.max_unpool3d(y.detach(), idx * 100, 2))

lp = nn.LPPool3d(2, 2)
print(lp, nn.LPPool3d(1.5, (1, 2, 2), stride=1, ceil_mode=True))
xp = x.abs().requires_grad_()
o = lp(xp)
print(o.shape, o.grad_fn.name(), torch.round(o[0, 1], decimals=10))
o.sum().backward()
print(torch.round(xp.grad[0, 0, 0], decimals=10))
print(torch.round(F.lp_pool3d(xp.detach(), 3.0, (2, 1, 2), stride=(1, 2, 2), ceil_mode=True)[0, 0, 0], decimals=10))

torch.manual_seed(1)
li = nn.LazyInstanceNorm3d()
print(li, li.weight, li.running_mean)
r = li(torch.randn(2, 3, 2, 2, 2))
print(li, li.weight, li.running_mean, r.shape)
l1 = nn.LazyInstanceNorm1d(affine=False, track_running_stats=False)
print(l1, l1(torch.randn(2, 4, 5)).shape, l1, list(l1.state_dict().keys()))
l2 = nn.LazyInstanceNorm2d()
print(l2(torch.randn(2, 3, 4, 4)).shape, l2, list(l2.state_dict().keys()))
show(lambda: nn.LazyInstanceNorm2d()(torch.randn(3, 4)))
