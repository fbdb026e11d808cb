# renorm / frexp / ldexp / cov / corrcoef / unravel_index / isin.
import torch
from torch.autograd import gradcheck

torch.manual_seed(2)


def graph(t):
    f = t.grad_fn
    return (type(f).__name__, [type(n).__name__ if n is not None else None for n, _ in f.next_functions])


def err(name, f):
    try:
        r = f()
        print(name, "->", r)
    except Exception as e:
        print(name, type(e).__name__, e)


W = torch.randn(3, 4, dtype=torch.double, requires_grad=True)
r = torch.renorm(W, 2, 0, 1.0)
print(r, graph(r))
print(torch.renorm(W, 1, 1, 0.5).detach(), W.detach().renorm(float("inf"), 0, 1.2))
x = W.detach().clone()
print(x.renorm_(2, 0, 0.1) is x, x.norm(dim=1))
print(gradcheck(lambda t: torch.renorm(t, 3, 1, 1.5), (W,)))
print(torch.renorm(torch.tensor([[3.0, 4.0], [0.3, 0.4]]), 2, 0, 1))
err("renorm p", lambda: torch.renorm(W, 0, 0, 1))
err("renorm maxnorm", lambda: torch.renorm(W, 2, 0, -1.5))
err("renorm 1d", lambda: torch.renorm(W[0], 2, 0, 1))
err("renorm long", lambda: torch.renorm(torch.ones(2, 2, dtype=torch.long), 2, 0, 1))

f = torch.frexp(torch.tensor([0.0, -0.0, 1.0, -3.5, 1e-40, 6.0e37, float("inf"), -float("inf"), float("nan"), 0.75]))
print(f)
print(f.mantissa, f.exponent, type(f).__name__, len(f))
m, e = torch.frexp(torch.tensor([[2.5, 1e-310], [1e300, -7.0]], dtype=torch.double))
print(m, e)
print(torch.tensor([8.0, 0.1]).frexp())
err("frexp int", lambda: torch.frexp(torch.tensor([1, 2])))

a = torch.tensor([1.0, -2.5, 3.0], requires_grad=True)
r = torch.ldexp(a, torch.tensor([2, -1, 0]))
print(r, graph(r))
print(torch.ldexp(torch.tensor([1, 2]), torch.tensor([3, 4])), torch.ldexp(torch.tensor([1.5], dtype=torch.double), torch.tensor([3])))
y = torch.tensor([1.0, 3.0])
print(y.ldexp(torch.tensor([1, 2])), y.ldexp_(torch.tensor([1, 2])), y)
err("ldexp_ grad", lambda: (a * 1).ldexp_(torch.tensor([1, 1, 1])))
with torch.no_grad():
    print((a * 1).ldexp_(torch.tensor([1, 1, 1])))

X = torch.randn(3, 6, dtype=torch.double, requires_grad=True)
r = torch.cov(X)
print(r, graph(r))
print(torch.cov(X, correction=0).detach(), torch.cov(X[0]).detach())
fw = torch.tensor([1, 2, 1, 3, 1, 1])
aw = torch.tensor([0.5, 1.0, 2.0, 0.1, 0.3, 1.0], dtype=torch.double)
print(torch.cov(X, fweights=fw).detach(), torch.cov(X, aweights=aw).detach())
print(torch.cov(X, fweights=fw, aweights=aw, correction=2).detach())
print(torch.cov(torch.tensor([[1, 2, 4], [3, 1, 0]])), X.detach().cov())
print(gradcheck(lambda t: torch.cov(t, aweights=aw), (X,)))
r = torch.corrcoef(X)
print(r, graph(r))
print(torch.corrcoef(torch.tensor([[1, 2, 4], [3, 1, 0]])), torch.corrcoef(X[0]).detach(), X.detach().corrcoef())
print(gradcheck(torch.corrcoef, (X,)))
err("cov 3d", lambda: torch.cov(torch.ones(2, 2, 2)))
err("cov bool", lambda: torch.cov(torch.ones(2, 2, dtype=torch.bool)))
err("cov fw dtype", lambda: torch.cov(X, fweights=aw))
err("cov fw numel", lambda: torch.cov(X, fweights=fw[:3]))
err("cov fw neg", lambda: torch.cov(X, fweights=-fw))
err("cov aw dtype", lambda: torch.cov(X, aweights=fw))
err("cov aw 2d", lambda: torch.cov(X, aweights=aw.view(2, 3)))
err("cov zero", lambda: torch.cov(X, aweights=torch.zeros(6, dtype=torch.double)))
err("corrcoef 3d", lambda: torch.corrcoef(torch.ones(2, 2, 2)))

print(torch.unravel_index(torch.tensor([4, 1, 5, 0]), (2, 3)))
print(torch.unravel_index(torch.tensor([[1234], [5678]]), (10, 10, 10, 10)))
print(torch.unravel_index(torch.tensor(7), 5), torch.unravel_index(torch.tensor(-1), torch.Size([2, 3])))
print(torch.unravel_index(torch.tensor([3], dtype=torch.int32), [4, 1]))
err("unravel float", lambda: torch.unravel_index(torch.tensor(1.0), (2, 3)))
err("unravel shape", lambda: torch.unravel_index(torch.tensor(1), 2.0))
err("unravel shape2", lambda: torch.unravel_index(torch.tensor(1), (2, 3.0)))
err("unravel neg", lambda: torch.unravel_index(torch.tensor(1), (2, -3)))

e = torch.tensor([[1, 2], [3, 4]])
print(torch.isin(e, torch.tensor([2, 3])), torch.isin(e, torch.tensor([2, 3]), invert=True))
print(torch.isin(e, 4), torch.isin(3, e), torch.isin(torch.tensor([1.0, 2.5]), torch.tensor([1, 2])))
print(torch.isin(e, torch.tensor([], dtype=torch.long)), torch.isin(torch.tensor([1, 2]), torch.tensor([[2], [5]]), assume_unique=True))
