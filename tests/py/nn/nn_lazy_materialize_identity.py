# Lazy modules materialize their UninitializedParameters in place, so an optimizer made before the
# first forward (as d2l's Trainer does) updates the parameters the module uses.
import torch
from torch import nn
torch.manual_seed(0)
net = nn.Sequential(nn.LazyConv2d(2, 3), nn.LazyBatchNorm2d(), nn.Flatten(), nn.LazyLinear(3))
opt = torch.optim.SGD(net.parameters(), lr=0.1)
ps = list(net.parameters())
print([type(p).__name__ for p in ps])
X = torch.rand(2, 1, 5, 5)
for step in range(3):
    l = net(X).sum()
    opt.zero_grad()
    l.backward()
    opt.step()
    print(step, round(l.item(), 4))
print([type(p).__name__ for p in ps], all(a is b for a, b in zip(ps, net.parameters())))
print([tuple(p.shape) for p in ps], [type(m).__name__ for m in net])
p = nn.parameter.UninitializedParameter()
p.materialize((2, 3))
print(type(p).__name__, p.shape, p.requires_grad, isinstance(p, nn.parameter.UninitializedParameter))
q = nn.parameter.UninitializedParameter(requires_grad=False)
q.materialize((4,), dtype=torch.float64)
print(type(q).__name__, q.shape, q.dtype, q.requires_grad)


class My(torch.Tensor):
    pass


t = torch.zeros(2)
t.__class__ = My
print(type(t).__name__, isinstance(t, torch.Tensor))
t.__class__ = torch.Tensor
print(type(t).__name__)
w = nn.Parameter(torch.ones(2))
w.__class__ = torch.Tensor
print(type(w).__name__, w.requires_grad)
for bad in (lambda: setattr([1], '__class__', tuple), lambda: setattr(torch.zeros(1), '__class__', list)):
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
