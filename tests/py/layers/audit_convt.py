import torch
import torch.nn as nn
import torch.nn.functional as F

def tryp(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

def intw(m):
    with torch.no_grad():
        for p in m.parameters():
            p.copy_(torch.arange(p.numel(), dtype=p.dtype).view(p.shape) % 3 - 1)
    return m

x1 = torch.arange(12.).view(1, 2, 6) % 4
m = intw(nn.ConvTranspose1d(2, 4, 3, stride=2, padding=1, output_padding=1, groups=2, dilation=1))
print(m, m.weight.shape)
print(m(x1))
m = intw(nn.ConvTranspose1d(2, 3, 2, stride=3, dilation=2, bias=False))
print(m, m(x1).shape, m(x1))
print(m(x1[0]).shape)
x2 = torch.arange(18.).view(1, 2, 3, 3) % 5
m = intw(nn.ConvTranspose2d(2, 2, (2, 3), stride=(2, 1), padding=(0, 1), output_padding=(1, 0)))
print(m)
print(m(x2))
print(m(x2, output_size=[7, 3]).shape)
tryp("outsize-bad", lambda: m(x2, output_size=[9, 3]))
m = intw(nn.ConvTranspose2d(2, 4, 3, stride=2, groups=2, dilation=2, padding=2))
print(m, m(x2).shape, m(x2).sum())
x3 = torch.arange(16.).view(1, 2, 2, 2, 2) % 3
m = intw(nn.ConvTranspose3d(2, 2, 2, stride=2, output_padding=1))
print(m, m(x3).shape, m(x3)[0, 0, :2])
m = intw(nn.ConvTranspose3d(2, 4, (1, 2, 2), stride=(1, 2, 1), groups=2, padding=(0, 1, 0)))
print(m(x3).shape, m(x3).sum())
tryp("op-too-big", lambda: nn.ConvTranspose2d(2, 2, 3, stride=2, output_padding=2)(x2))
tryp("groups", lambda: nn.ConvTranspose2d(3, 2, 3, groups=2))
tryp("groups-out", lambda: nn.ConvTranspose2d(2, 3, 3, groups=2))
tryp("padmode", lambda: nn.ConvTranspose2d(2, 2, 3, padding_mode="reflect"))
tryp("ch-mismatch", lambda: nn.ConvTranspose2d(3, 2, 3)(x2))
tryp("dim", lambda: nn.ConvTranspose2d(2, 2, 3)(torch.zeros(2, 2)))
tryp("str-pad", lambda: nn.ConvTranspose2d(2, 2, 3, padding="same"))
w = torch.arange(24.).view(2, 3, 2, 2) % 3 - 1
print(F.conv_transpose2d(x2, w, stride=2))
print(F.conv_transpose1d(x1, torch.ones(2, 1, 3), stride=1, padding=1).shape)
print(F.conv_transpose3d(x3, torch.ones(2, 1, 2, 2, 2)).shape)
tryp("ft-w", lambda: F.conv_transpose2d(x2, torch.ones(3, 3, 2, 2)))
m = nn.ConvTranspose2d(2, 3, 3)
print(m.output_padding, m.transposed, m.padding_mode, m.kernel_size, m.stride, m.dilation, m.padding)
print(sorted(k for k in m.state_dict()))
torch.manual_seed(0)
mt = nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1, output_padding=1)
y = mt(torch.randn(2, 4, 5, 5))
print(y.shape, round(y.sum().item(), 3))
y.sum().backward()
print(mt.weight.grad.shape, round(mt.bias.grad.sum().item(), 3))
