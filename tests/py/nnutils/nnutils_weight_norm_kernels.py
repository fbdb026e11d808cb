# torch._weight_norm's fused CPU kernels: the first dim with rows longer than
# a vector (the lane tree), the last dim (per-thread column sums), float64,
# and the composed path of a middle dim; forward values and gradients.
import copy
import torch
import torch.nn as nn
from torch.nn.utils import weight_norm, remove_weight_norm
from torch.nn.utils import parametrizations, parametrize

torch.manual_seed(0)
for shape, dim, dtype in [((5, 37), 0, torch.float32), ((7, 3, 3), 0, torch.float32), ((9, 6), 1, torch.float32),
                          ((4, 3, 5), 2, torch.float32), ((6, 20), 0, torch.float64), ((5, 11), 1, torch.float64),
                          ((3, 4, 5), 1, torch.float32)]:
    v = torch.randn(*shape, dtype=dtype, requires_grad=True)
    gshape = [1] * len(shape)
    gshape[dim] = shape[dim]
    g = (torch.rand(*gshape, dtype=dtype) + 0.5).requires_grad_()
    w = torch._weight_norm(v, g, dim)
    (w * torch.linspace(-1, 1, w.numel(), dtype=dtype).view(shape)).sum().backward()
    print(shape, dim, type(w.grad_fn).__name__, w.sum().item(), v.grad.sum().item(), g.grad.flatten()[:3])
    print(torch.norm_except_dim(v, 2, dim).flatten()[:4])

conv = weight_norm(nn.Conv2d(3, 8, 3))
try:
    copy.deepcopy(conv)
except RuntimeError as e:
    print(type(e).__name__, e)
x = torch.randn(2, 3, 6, 6)
opt = torch.optim.Adam(conv.parameters(), lr=0.01)
for _ in range(3):
    opt.zero_grad()
    conv(x).square().mean().backward()
    opt.step()
print(conv.weight_g.flatten())
w_before = conv(x)
remove_weight_norm(conv)
print(torch.allclose(conv(x), w_before), type(conv.weight).__name__)

lin = parametrizations.weight_norm(nn.Linear(6, 5), dim=1)
print(lin.parametrizations.weight.original0.shape)
with parametrize.cached():
    y = lin(torch.randn(3, 6)) + lin(torch.randn(3, 6))
y.sum().backward()
print(lin.parametrizations.weight.original0.grad)
parametrize.remove_parametrizations(lin, "weight")
print(type(lin.weight).__name__, lin.weight.requires_grad)
