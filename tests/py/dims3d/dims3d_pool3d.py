# MaxPool3d / AvgPool3d / AdaptiveAvgPool3d / AdaptiveMaxPool3d and their
# functionals: reprs, values, indices, ceil_mode, padding, dilation,
# gradients, grad_fn names and error texts.
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
x = torch.randn(2, 3, 4, 5, 6, dtype=torch.float64, requires_grad=True)
print(nn.MaxPool3d(2), nn.MaxPool3d((1, 2, 3), stride=1, padding=0, dilation=2, ceil_mode=True))
print(nn.AvgPool3d(2), nn.AvgPool3d(3, 2, 1, True, False, 5))
print(nn.AdaptiveAvgPool3d(2), nn.AdaptiveAvgPool3d((1, None, 3)), nn.AdaptiveMaxPool3d((2, 2, 1), True))

# max pool
y, idx = F.max_pool3d(x, 2, return_indices=True)
print(y.shape, y.grad_fn.name(), y.grad_fn.next_functions[0][0].name() if y.grad_fn.next_functions[0][0] else None)
print(y[1, 2])
print(idx[0, 1])
y.sum().backward()
print(x.grad[0, 0, :2])
for kw in (dict(kernel_size=3, stride=2, padding=1), dict(kernel_size=(2, 3, 2), stride=(1, 2, 3), ceil_mode=True),
           dict(kernel_size=2, dilation=(1, 2, 2)), dict(kernel_size=(1, 1, 3), stride=1, padding=(0, 0, 1))):
    m = nn.MaxPool3d(**kw, return_indices=True)
    o, i = m(x.detach())
    print(kw, tuple(o.shape), o[0, 0, 0, 0].tolist(), i[1, 2, -1, -1].tolist())
u = torch.randn(3, 4, 4, 4, dtype=torch.float64)
print(F.max_pool3d(u, (2, 2, 4)).squeeze(-1))
nanx = torch.tensor([[[[[1.0, float("nan")], [3.0, 2.0]], [[0.0, 5.0], [1.0, 1.0]]]]])
print(F.max_pool3d(nanx, 2, return_indices=True))

# avg pool
x.grad = None
a = F.avg_pool3d(x, 2)
print(a.shape, a.grad_fn.name())
print(a[0, 0])
a.sum().backward()
print(x.grad[1, 1, -1])
for kw in (dict(kernel_size=3, stride=2, padding=1), dict(kernel_size=3, stride=2, padding=1, count_include_pad=False),
           dict(kernel_size=(2, 3, 2), stride=(1, 2, 3), ceil_mode=True), dict(kernel_size=2, divisor_override=3),
           dict(kernel_size=3, stride=2, padding=1, ceil_mode=True, count_include_pad=False)):
    o = nn.AvgPool3d(**kw)(x.detach())
    print(kw, tuple(o.shape), o[0, 0, 0, 0].tolist(), o[1, 2, -1, -1].tolist())
print(F.avg_pool3d(u, (4, 2, 2)).squeeze(1))

# adaptive avg
x.grad = None
for size in (1, 2, (3, 2, 4), (None, 3, 5), (4, 5, 6)):
    o = F.adaptive_avg_pool3d(x, size)
    print(size, tuple(o.shape), o.grad_fn.name(), o[0, 1].flatten()[:4].tolist())
o = nn.AdaptiveAvgPool3d((3, 2, 4))(x)
(o * torch.arange(24.0, dtype=torch.float64).view(3, 2, 4)).sum().backward()
print(x.grad[0, 0, 1])
print(F.adaptive_avg_pool3d(u, (1, 2, 3)))

# adaptive max
x.grad = None
o, i = F.adaptive_max_pool3d(x, (2, 3, 2), return_indices=True)
print(o.shape, o.grad_fn.name())
print(o[1, 1])
print(i[1, 1])
o.sum().backward()
print(x.grad[1, 1, 0])
print(nn.AdaptiveMaxPool3d((1, None, 2))(u).shape)

# float32, modules
torch.manual_seed(1)
v = torch.randn(1, 2, 5, 5, 5)
print(torch.round(nn.AvgPool3d(3, 1, 1)(v)[0, 1, 2], decimals=4))
print(torch.round(nn.AdaptiveAvgPool3d(3)(v)[0, 0], decimals=4))
print(nn.MaxPool3d(2, 2)(v)[0, 0])

# errors
x5 = torch.randn(2, 3, 4, 5, 6)
show(lambda: F.max_pool3d(torch.randn(2, 3), 2))
show(lambda: F.max_pool3d(torch.randn(3, 4, 5), 2))
show(lambda: F.max_pool3d(x5, (2, 2)))
show(lambda: F.max_pool3d(x5, 2, (1, 2)))
show(lambda: F.max_pool3d(x5, 2, 2, (1, 1)))
show(lambda: F.max_pool3d(x5, 2, 2, 0, (1, 1)))
show(lambda: F.max_pool3d(x5, 5))
show(lambda: F.max_pool3d(x5, 2, padding=2))
show(lambda: F.max_pool3d(x5, 0))
show(lambda: F.max_pool3d(x5, 2, stride=0))
show(lambda: F.max_pool3d(x5, 2, dilation=0))
show(lambda: F.max_pool3d(torch.randn(2, 3, 0, 4, 4), 2))
show(lambda: F.avg_pool3d(torch.randn(3, 4, 5), 2))
show(lambda: F.avg_pool3d(x5, (2, 2)))
show(lambda: F.avg_pool3d(x5, 2, (2, 2)))
show(lambda: F.avg_pool3d(x5, 2, 2, (1, 1)))
show(lambda: F.avg_pool3d(x5, 5))
show(lambda: F.avg_pool3d(x5, 2, padding=2))
show(lambda: F.avg_pool3d(x5, 3, padding=2))
show(lambda: F.avg_pool3d(x5, 0))
show(lambda: F.avg_pool3d(x5, 2, divisor_override=0))
show(lambda: F.avg_pool3d(x5, 2, 1, 1, divisor_override=5).shape)
show(lambda: F.adaptive_avg_pool3d(torch.randn(3, 4, 5), 2))
show(lambda: F.adaptive_avg_pool3d(x5, (2, 2)))
show(lambda: F.adaptive_avg_pool3d(x5, (2, -1, 2)))
show(lambda: F.adaptive_avg_pool3d(x5.long(), 2))
show(lambda: F.adaptive_avg_pool3d(torch.randn(2, 3, 0, 4, 4), 2))
show(lambda: F.adaptive_max_pool3d(torch.randn(3, 4, 5), 2))
