# torch.nn.utils.weight_norm (the hook API): parameters g/v, forward, backward,
# state_dict keys, remove_weight_norm, errors.
import torch
import torch.nn as nn
from torch.nn.utils import weight_norm, remove_weight_norm

torch.manual_seed(0)
m = weight_norm(nn.Linear(4, 3))
print(m)
print([n for n, _ in m.named_parameters()])
print(m.weight_g.shape, m.weight_v.shape)
print(type(m.weight.grad_fn).__name__)
print(m.weight_g)
x = torch.randn(2, 4)
y = m(x)
print(y)
y.sum().backward()
print(m.weight_g.grad)
print(m.weight_v.grad)
print(list(m.state_dict().keys()))
print(type(m._forward_pre_hooks[0]).__name__, m._forward_pre_hooks[0].name, m._forward_pre_hooks[0].dim)

c = weight_norm(nn.Conv2d(2, 3, 3), name="weight", dim=None)
print(c.weight_g.shape, c.weight_g)
out = c(torch.randn(1, 2, 5, 5))
print(out.shape, out.sum())

c1 = weight_norm(nn.Conv1d(3, 4, 2), dim=1)
print(c1.weight_g.shape)
print(torch.norm_except_dim(c1.weight_v, 2, 1).shape)

try:
    weight_norm(m)
except RuntimeError as e:
    print(type(e).__name__, e)

remove_weight_norm(m)
print([n for n, _ in m.named_parameters()])
print(type(m.weight).__name__, m.weight.grad_fn)
try:
    remove_weight_norm(m)
except ValueError as e:
    print(type(e).__name__, e)

w = torch.randn(3, 5, requires_grad=True)
g = torch.rand(3, 1, requires_grad=True)
r = torch._weight_norm(w, g, 0)
print(type(r.grad_fn).__name__, r.detach())
r.pow(2).sum().backward()
print(w.grad, g.grad)
