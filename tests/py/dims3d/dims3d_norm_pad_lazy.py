# BatchNorm3d, InstanceNorm3d, the 3-D padding layers and the Lazy conv /
# batchnorm layers: reprs, buffers, training/eval forward, lazy
# materialisation (shapes, seeded init, class change), errors.
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
x = torch.randn(2, 3, 2, 3, 4, dtype=torch.float64, requires_grad=True)
bn = nn.BatchNorm3d(3).double()
print(bn, list(bn.state_dict().keys()))
y = bn(x)
print(y.grad_fn.name(), torch.round(y[1, 2, 1], decimals=6))
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
y.pow(3).sum().backward()
print(torch.round(x.grad[0, 0, 0], decimals=6))
bn.eval()
print(torch.round(bn(x)[0, 1, 0], decimals=6))
show(lambda: nn.BatchNorm3d(3)(torch.randn(3, 4, 5, 6)))

inn = nn.InstanceNorm3d(3, affine=True, track_running_stats=True).double()
print(inn, list(inn.state_dict().keys()))
o = inn(x)
print(torch.round(o[0, 1, 1], decimals=6))
print(inn.running_mean, inn.running_var)
print(torch.round(nn.InstanceNorm3d(3)(x[0])[2, 0], decimals=6))
show(lambda: nn.InstanceNorm3d(3)(torch.randn(3, 4, 5)))

p = torch.arange(2 * 2 * 3 * 3, dtype=torch.float64).view(1, 2, 2, 3, 3).requires_grad_()
for layer in (nn.ZeroPad3d(1), nn.ZeroPad3d((1, 0, 0, 1, 1, 0)), nn.ConstantPad3d((0, 1, 1, 0, 0, 1), 2.5),
              nn.ReflectionPad3d(1), nn.ReflectionPad3d((2, 0, 1, 1, 0, 1)), nn.ReplicationPad3d((1, 2, 0, 1, 2, 0)),
              nn.CircularPad3d((1, 0, 0, 1, 1, 1))):
    q = layer(p)
    print(layer, tuple(q.shape), q.grad_fn.name(), q[0, 1, 0].tolist())
q = nn.ReplicationPad3d(1)(p)
q.sum().backward()
print(p.grad[0, 0])
show(lambda: nn.ReflectionPad3d(1)(torch.randn(3, 4)))
show(lambda: nn.ReflectionPad3d(3)(p))
show(lambda: nn.CircularPad3d(1)(torch.randn(3, 4, 5)))

# lazy layers
torch.manual_seed(5)
lz = nn.LazyConv3d(4, 2, stride=1)
print(lz, lz.weight, lz.bias)
out = lz(torch.randn(2, 3, 3, 3, 3))
print(type(lz).__name__, lz, tuple(lz.weight.shape), tuple(out.shape), out.grad_fn.name())
print(torch.round(lz.bias, decimals=4))
torch.manual_seed(5)
ref = nn.Conv3d(3, 4, 2)
print(torch.equal(ref.weight, lz.weight), torch.equal(ref.bias, lz.bias))

torch.manual_seed(6)
net = nn.Sequential(nn.LazyConv2d(5, 3, padding=1), nn.LazyBatchNorm2d(), nn.ReLU(), nn.LazyConv1d(2, 1) if False else nn.Flatten(),
                    nn.LazyLinear(3))
print(net)
r = net(torch.randn(2, 3, 4, 4))
print(net)
print(r.shape, [tuple(v.shape) for v in net.state_dict().values()])
print(list(net.state_dict().keys()))
print(torch.round(net[0].weight[0, 0], decimals=4))

c1 = nn.LazyConv1d(3, 2, bias=False)
print(c1(torch.randn(4, 6)).shape, c1, c1.bias)
ct = nn.LazyConvTranspose2d(3, 2, stride=2)
print(ct)
print(ct(torch.randn(1, 2, 3, 3)).shape, ct)
ct3 = nn.LazyConvTranspose3d(2, 2)
print(ct3(torch.randn(1, 3, 2, 2, 2)).shape, ct3)
b1 = nn.LazyBatchNorm1d(affine=False)
print(b1, b1.running_mean)
print(b1(torch.randn(4, 3)).shape, b1, b1.running_var)
b3 = nn.LazyBatchNorm3d(momentum=None)
print(b3(torch.randn(2, 2, 2, 2, 2)).shape, b3, b3.num_batches_tracked)
show(lambda: nn.LazyConv2d(4, 3)(torch.randn(2, 3, 4, 4, 4)))
show(lambda: nn.LazyConv2d(4, 3, groups=2)(torch.randn(2, 3, 4, 4)))
show(lambda: nn.LazyBatchNorm2d()(torch.randn(2, 3, 4)))
