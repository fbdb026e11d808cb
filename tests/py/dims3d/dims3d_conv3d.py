# Conv3d / F.conv3d: constructor checks, repr, seeded init, forward (float64 in
# full, float32 rounded), backward, grad_fn edges, error texts.
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
m = nn.Conv3d(2, 3, 2)
print(m)
for k, v in m.state_dict().items():
    print(k, tuple(v.shape), torch.round(v, decimals=4))
print(nn.Conv3d(4, 6, (1, 2, 3), stride=(1, 2, 1), padding=(0, 1, 1), dilation=2, groups=2, bias=False))
print(nn.Conv3d(2, 2, 3, padding="same", padding_mode="replicate"))
print(nn.Conv3d(2, 2, 3, padding="valid"))
print(nn.Conv3d(2, 4, 3, padding=1, padding_mode="circular"))
show(lambda: nn.Conv3d(3, 4, 3, groups=2))
show(lambda: nn.Conv3d(4, 3, 3, groups=2))
show(lambda: nn.Conv3d(4, 4, 3, padding="same", stride=2))
show(lambda: nn.Conv3d(4, 4, 3, padding="full"))
show(lambda: nn.Conv3d(4, 4, 3, padding_mode="mirror"))
show(lambda: nn.Conv3d(4, 4, 3, groups=0))

# forward in float64: exact
torch.manual_seed(1)
md = nn.Conv3d(2, 3, (2, 3, 2), stride=(1, 2, 1), padding=(1, 0, 1), dilation=(2, 1, 1)).double()
x = torch.randn(2, 2, 4, 5, 3, dtype=torch.float64, requires_grad=True)
y = md(x)
print(y.shape, y.dtype, y.grad_fn.name())
print([(type(n).__name__ if n is not None else None) for n, _ in y.grad_fn.next_functions])
print(y[0, :, 1])
y.pow(2).sum().backward()
print(x.grad[1, 0])
print(md.weight.grad[2])
print(md.bias.grad)

# float32: rounded
torch.manual_seed(2)
m32 = nn.Conv3d(3, 4, 3, padding=1, bias=True)
x32 = torch.randn(1, 3, 4, 4, 4)
out = m32(x32)
print(out.shape, torch.round(out[0, 1, 2], decimals=3))
print(torch.round(out.sum(dim=(2, 3, 4)), decimals=2))

# unbatched, groups, padding modes
torch.manual_seed(3)
g = nn.Conv3d(4, 2, 2, groups=2).double()
u = torch.randn(4, 3, 3, 3, dtype=torch.float64)
print(g(u).shape, g(u)[1, 0])
r = nn.Conv3d(1, 1, 3, padding=1, padding_mode="reflect", bias=False).double()
print(r(torch.arange(27.0, dtype=torch.float64).view(1, 1, 3, 3, 3))[0, 0, 1])
s = nn.Conv3d(1, 2, (3, 1, 3), padding="same").double()
print(s(torch.ones(1, 1, 3, 4, 2, dtype=torch.float64)).shape)

# F.conv3d errors
w = torch.randn(4, 3, 2, 2, 2)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5), w).shape)
show(lambda: F.conv3d(torch.randn(3, 4, 5, 6), w).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), w, stride=(1, 2)).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), w, padding=(1, 2)).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), w, dilation=[1, 1, 1, 1]).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), torch.randn(4, 3, 9, 2, 2)).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), torch.randn(4, 3, 2, 2)).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), w, torch.randn(3)).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), w, stride=0).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), w, padding=-1).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), w.double()).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), w, padding="same", stride=2).shape)
show(lambda: F.conv3d(torch.randn(2, 3, 4, 5, 6), w, padding=1, stride=(2, 1, 3)).shape)

# float input, double weight: the message depends on whether PyTorch would use mkldnn
show(lambda: F.conv3d(torch.randn(1, 2, 3, 3, 3), torch.randn(2, 2, 2, 2, 2).double()))
show(lambda: F.conv3d(torch.randn(1, 2, 3, 3, 3), torch.randn(2, 1, 2, 2, 2).double(), groups=2))
show(lambda: F.conv2d(torch.randn(1, 2, 6, 6), torch.randn(2, 2, 4, 4).double()))
show(lambda: F.conv2d(torch.randn(1, 2, 6, 6), torch.randn(2, 2, 3, 4).double()))
show(lambda: F.conv1d(torch.randn(1, 4, 6000), torch.randn(2, 4, 3).double()))
show(lambda: F.conv1d(torch.randn(1, 4, 60), torch.randn(2, 4, 3).double()))
show(lambda: F.conv3d(torch.randn(1, 2, 30, 30, 30), torch.randn(2, 2, 1, 1, 1).double()))
