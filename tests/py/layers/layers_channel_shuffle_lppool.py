# nn.ChannelShuffle / F.channel_shuffle and nn.LPPool1d/2d / F.lp_pool1d/2d: values, gradients,
# grad_fn names, reprs and the errors of bad calls (PyTorch 2.6).
import torch
import torch.nn as nn
import torch.nn.functional as F


def attempt(label, fn, *args, **kwargs):
    try:
        out = fn(*args, **kwargs)
        print(label, "ok", tuple(out.shape))
    except Exception as e:
        print(label, type(e).__name__, e)


x = torch.arange(24.0).reshape(1, 6, 2, 2).requires_grad_()
y = F.channel_shuffle(x, 3)
print(type(y.grad_fn).__name__, y.flatten().tolist())
(y * torch.arange(24.0).reshape(1, 6, 2, 2)).sum().backward()
print(x.grad.flatten().tolist())
m = nn.ChannelShuffle(2)
print(m, type(m(x).grad_fn).__name__, m(x)[0, :, 0, 0].tolist())
attempt("dim2", F.channel_shuffle, torch.arange(8.0).reshape(4, 2), 2)
print(F.channel_shuffle(torch.arange(12.0).reshape(2, 6, 1, 1, 1), 3).flatten().tolist())
print(F.channel_shuffle(torch.arange(6).reshape(1, 6, 1), 2).tolist())
attempt("groups0", F.channel_shuffle, x, 0)
attempt("groups_div", F.channel_shuffle, x, 4)
attempt("dim1", F.channel_shuffle, torch.arange(6.0), 2)

torch.manual_seed(0)
a = torch.randn(2, 3, 5, 6, requires_grad=True)
for args in [(2, 2), (2, (2, 3)), (3, 2, 1), (1.5, 2), (2, 3, 2, True)]:
    z = F.lp_pool2d(a.abs() + 0.1, *args)
    print(args, type(z.grad_fn).__name__, tuple(z.shape), round(z.sum().item(), 4))
z = F.lp_pool2d(a, 2, 2)
z.sum().backward()
print(z[0, 0].tolist())
print(a.grad[0, 0].tolist())
b = torch.randn(2, 3, 7, requires_grad=True)
for args in [(2, 2), (2, 3, 2), (3, 2, None, True), (1, 3)]:
    z = F.lp_pool1d(b, *args)
    print(args, type(z.grad_fn).__name__, tuple(z.shape), z[0, 0].tolist())
F.lp_pool1d(b, 2, 2).sum().backward()
print(b.grad[0, 0].tolist())
print(nn.LPPool2d(2, 2), nn.LPPool1d(3, 2, stride=1), nn.LPPool2d(1.5, (2, 3), 1, True))
m = nn.LPPool2d(2, 3, stride=2)
print(m.norm_type, m.kernel_size, m.stride, m.ceil_mode, tuple(m(a).shape))
print(tuple(nn.LPPool1d(2, 3)(b).shape))
print(F.lp_pool2d(torch.zeros(1, 1, 2, 2), 2, 2).tolist())
print(F.lp_pool2d(torch.arange(16.0).reshape(1, 4, 4), 2, 2).tolist())
attempt("lp_big", F.lp_pool2d, torch.ones(1, 1, 2, 2), 2, 3)
