import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
x = (torch.randn(2, 3, 4, 4) * 2 + 1).requires_grad_()
for m in [nn.InstanceNorm2d(3), nn.InstanceNorm2d(3, affine=True), nn.InstanceNorm2d(3, track_running_stats=True, momentum=0.2)]:
    print(m, list(m.state_dict().keys()))
    y = m(x)
    print(y[1, 2], y.grad_fn.name())
    if m.track_running_stats:
        print(m.running_mean, m.running_var)
        m.eval()
        print(m(x)[0, 0, 0])
s = torch.randn(3, 5, 6, requires_grad=True)
m = nn.InstanceNorm1d(5, affine=True)
y = m(s)
print(y[0], y.grad_fn.name())
(y * torch.randn(3, 5, 6)).sum().backward()
print(s.grad[2], m.weight.grad, m.bias.grad)
print(nn.InstanceNorm1d(5)(torch.randn(5, 6))[0])
print(F.instance_norm(x)[0, 0, 0])
for bad in [lambda: nn.InstanceNorm2d(3)(torch.randn(3, 4)), lambda: nn.InstanceNorm2d(4, affine=True)(x), lambda: F.instance_norm(torch.randn(1, 3, 1))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
