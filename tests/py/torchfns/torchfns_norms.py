# RMSNorm / F.rms_norm, LocalResponseNorm / F.local_response_norm, CrossMapLRN2d, F.pdist.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.autograd import gradcheck

torch.manual_seed(4)


def graph(t):
    f = t.grad_fn
    return (type(f).__name__, [type(n).__name__ if n is not None else None for n, _ in f.next_functions])


def err(name, f):
    try:
        r = f()
        print(name, "->", r)
    except Exception as e:
        print(name, type(e).__name__, e)


x = torch.randn(2, 3, 4, dtype=torch.double, requires_grad=True)
w = torch.randn(4, dtype=torch.double, requires_grad=True)
r = F.rms_norm(x, (4,))
print(r, graph(r))
r = F.rms_norm(x, [3, 4], torch.randn(3, 4, dtype=torch.double), eps=1e-3)
print(r.detach(), graph(r))
r = torch.rms_norm(x, (4,), w)
print(r.detach(), graph(r))
print(gradcheck(lambda a, b: F.rms_norm(a, (4,), b, 1e-6), (x, w)))
print(F.rms_norm(torch.tensor([[1.0, 2.0, 3.0]]), (3,)), F.rms_norm(torch.tensor([[0.0, 0.0]], dtype=torch.double), (2,)))
err("rms shape", lambda: F.rms_norm(x, (3,)))
err("rms weight", lambda: F.rms_norm(x, (4,), torch.ones(3)))
err("rms int", lambda: F.rms_norm(x, 4))
err("rms long", lambda: F.rms_norm(torch.ones(2, 2, dtype=torch.long), (2,)))
m = nn.RMSNorm(4)
print(m, m.eps, m.normalized_shape, m.elementwise_affine, list(m.state_dict()), m.weight)
print(m(x.detach().float()).round(decimals=4))
m = nn.RMSNorm([3, 4], eps=1e-6, elementwise_affine=False, dtype=torch.double)
print(m, m.weight, list(m.parameters()), m(x).detach())
print(nn.RMSNorm(torch.Size([2, 3]), dtype=torch.double).weight, nn.modules.normalization.RMSNorm)

y = torch.randn(2, 5, 3, dtype=torch.double, requires_grad=True)
r = F.local_response_norm(y, 3)
print(r, graph(r))
r = F.local_response_norm(y, 2, alpha=0.5, beta=0.6, k=2.0)
print(r.detach())
print(gradcheck(lambda t: F.local_response_norm(t, 4, 0.1, 0.7, 1.5), (y,)))
lrn = nn.LocalResponseNorm(3, alpha=0.2)
print(lrn, lrn(y).detach().sum(), nn.LocalResponseNorm(2, 1e-3, 0.5, 2))
print(F.local_response_norm(torch.zeros(0, 3, 2), 2).shape)
err("lrn 2d", lambda: F.local_response_norm(torch.ones(2, 3), 2))

z = torch.randn(2, 4, 3, 2, dtype=torch.double, requires_grad=True)
c = nn.CrossMapLRN2d(3, alpha=0.1, beta=0.75, k=1)
r = c(z)
print(c, r, type(r.grad_fn).__name__)
r.backward(torch.linspace(-1, 1, r.numel(), dtype=torch.double).view(r.shape))
print(z.grad.round(decimals=10))   # PyTorch's own backward (it does not pass gradcheck)
print(nn.CrossMapLRN2d(2, 1e-3, 0.5, 2)(z).detach().sum().round(decimals=8))
z.grad = None
nn.CrossMapLRN2d(2, 0.3, 0.6, 2)(z).sum().backward()
print(z.grad.round(decimals=10))
err("crossmap 3d", lambda: c(torch.ones(2, 3, 4)))

p = torch.randn(4, 3, dtype=torch.double, requires_grad=True)
r = F.pdist(p)
print(r, graph(r))
for pp in (0, 1, 1.5, 3, float("inf")):
    print(pp, F.pdist(p, pp).detach())
print(torch.pdist(p.detach(), 2), F.pdist(torch.ones(1, 3)), F.pdist(torch.ones(0, 3)))
print(gradcheck(lambda t: F.pdist(t, 1.5), (p,)), gradcheck(lambda t: F.pdist(t), (p,)))
print(F.pdist(torch.tensor([[0.0, 1.0], [3.0, 5.0], [0.0, 1.0]]), 2), F.pdist(torch.tensor([[0.0, 1.0], [2.0, 1.0]]), 0))
err("pdist 3d", lambda: F.pdist(torch.ones(2, 2, 2)))
err("pdist int", lambda: F.pdist(torch.ones(2, 2, dtype=torch.long)))
err("pdist p", lambda: F.pdist(p, -1))
