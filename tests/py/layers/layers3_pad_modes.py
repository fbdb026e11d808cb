import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
x = torch.arange(12.).view(1, 1, 3, 4).requires_grad_()
for m in [nn.ReflectionPad2d(1), nn.ReflectionPad2d((2, 1, 0, 2)), nn.ReplicationPad2d(2), nn.ReplicationPad2d((0, 1, 1, 0)), nn.CircularPad2d(1), nn.CircularPad2d((1, 2, 0, 1))]:
    y = m(x)
    print(m)
    print(y)
    (y * torch.arange(y.numel(), dtype=torch.float32).view_as(y)).sum().backward()
    print(x.grad)
    x.grad = None
s = torch.randn(2, 3, 5)
for m in [nn.ReflectionPad1d(2), nn.ReplicationPad1d((3, 1)), nn.CircularPad1d(2)]:
    print(m, m(s).shape, m(s)[0, 0])
print(F.pad(s, (1, 1), mode="reflect")[1])
print(F.pad(s, (2, 0), mode="replicate")[1, 2])
print(F.pad(s, (1, 3), mode="circular")[0, 1])
print(F.pad(x, (1, 1, 1, 1), mode="reflect").grad_fn.name(), F.pad(s.requires_grad_(), (1, 1), mode="replicate").grad_fn.name())
for bad in [lambda: F.pad(s, (5, 0), mode="reflect"), lambda: F.pad(s, (6, 0), mode="circular"), lambda: F.pad(s, (1,), mode="reflect"),
            lambda: F.pad(s, (1, 1), mode="wrap"), lambda: nn.ReflectionPad2d(3)(x)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
