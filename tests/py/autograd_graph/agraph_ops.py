import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(fn, depth=0):
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__, len(fn.next_functions))
    for f, i in fn.next_functions:
        if f is None:
            print("  " * (depth + 1) + "None", i)
        else:
            walk(f, depth + 1)


def show(name, y, *leaves):
    print("==", name)
    walk(y.grad_fn)
    # a weighted sum: plain sums of normalized outputs have gradient ~0 (rounding noise)
    k = torch.linspace(-1.1, 2.3, y.numel()).view(y.shape)
    (y * k).sum().backward()
    for k, t in enumerate(leaves):
        print("grad", k, None if t.grad is None else t.grad)


torch.manual_seed(0)
a = torch.randn(4, requires_grad=True)
b = torch.randn(4, requires_grad=True)
w = torch.rand(4, requires_grad=True)
show("lerp_scalar", torch.lerp(a, b, 0.3), a, b)
a.grad = b.grad = None
show("lerp_tensor", torch.lerp(a, b, w), a, b, w)
a.grad = b.grad = w.grad = None
show("lerp_method", a.lerp(b * 2, 0.75), a, b)
a.grad = b.grad = None
show("addcmul", torch.addcmul(a, b, w, value=0.5), a, b, w)
a.grad = b.grad = w.grad = None
show("addcdiv", torch.addcdiv(a, b, w + 1, value=-2), a, b, w)
a.grad = b.grad = w.grad = None
show("addcmul_const", a.addcmul(b, torch.full((4,), 3.0)), a, b)
a.grad = b.grad = None
m = torch.randn(2, 3, requires_grad=True)
show("norm", m.norm(), m)
m.grad = None
show("norm_dim_p1", m.norm(p=1, dim=1), m)
m.grad = None
show("vector_norm", torch.linalg.vector_norm(m, ord=3, dim=0), m)
m.grad = None
show("linalg_norm", torch.linalg.norm(m), m)
m.grad = None
show("logsumexp", torch.logsumexp(m, 1), m)
m.grad = None
show("logsumexp_keep", m.logsumexp(0, keepdim=True), m)
m.grad = None
show("clamp_min", m.clamp(min=0), m)
m.grad = None
show("clamp_max", m.clamp(max=0.1), m)
m.grad = None
show("clamp_both", m.clamp(-0.5, 0.5), m)
m.grad = None
show("clamp_min_method", m.clamp_min(0.2), m)
m.grad = None
lo = torch.zeros(2, 3, requires_grad=True)
show("clamp_tensor", m.clamp(min=lo, max=torch.ones(3)), m, lo)
m.grad = None
show("clip", m.clip(0, 1), m)
m.grad = None
c = torch.tensor([[True, False, True], [False, False, True]])
show("where", torch.where(c, m, 0.0), m)
m.grad = None
show("where_two", torch.where(c, m, m * 2), m)
m.grad = None
show("masked_fill", m.masked_fill(c, -1.0), m)
m.grad = None
val = torch.tensor(2.0, requires_grad=True)
show("masked_fill_tensor", m.masked_fill(c, val), m, val)
m.grad = None
show("t_reshape", m.t().reshape(6), m)
m.grad = None
show("t_flatten", m.t().flatten(), m)
m.grad = None
show("contiguous", m.t().contiguous(), m)
