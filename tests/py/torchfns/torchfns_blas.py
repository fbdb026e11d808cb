# addmv / addr / addbmm / chain_matmul / inner: values, dtypes, graphs, gradients, errors, method forms.
import torch
from torch.autograd import gradcheck

torch.manual_seed(0)


def graph(t):
    f = t.grad_fn
    return (type(f).__name__, [type(n).__name__ if n is not None else None for n, _ in f.next_functions])


def err(name, f):
    try:
        r = f()
        print(name, "->", r)
    except Exception as e:
        print(name, type(e).__name__, e)


M = torch.randn(3, 4, dtype=torch.double, requires_grad=True)
v = torch.randn(4, dtype=torch.double, requires_grad=True)
b = torch.randn(3, dtype=torch.double, requires_grad=True)
r = torch.addmv(b, M, v)
print(r, graph(r))
print(torch.addmv(b, M, v, beta=0.5, alpha=2).detach())
print(torch.addmv(torch.tensor([float("nan"), 1.0, 2.0]), M.detach(), v.detach(), beta=0).round(decimals=4))
print(torch.addmv(torch.tensor(1.0, dtype=torch.double), M, v).detach())
print(b.detach().addmv(M.detach(), v.detach(), alpha=3))
x = b.detach().clone()
print(x.addmv_(M.detach(), v.detach(), beta=2), x)
print(torch.addmv(torch.tensor([1, 2]), torch.tensor([[1, 2], [3, 4]]), torch.tensor([5, 6])))
print(torch.addmv(torch.tensor([1, 2]), torch.tensor([[1.0, 2], [3, 4]]), torch.tensor([5.0, 6])))
print(gradcheck(lambda a, m, w: torch.addmv(a, m, w, beta=0.3, alpha=-1.5), (b, M, v)))
err("addmv dims", lambda: torch.addmv(b, M, M))
err("addmv size", lambda: torch.addmv(b, M, b))
err("addmv input", lambda: torch.addmv(v, M, v))
err("addmv dtype", lambda: torch.addmv(b, M.long(), v))
err("addmv int beta", lambda: torch.addmv(torch.tensor([1, 2]), torch.ones(2, 2, dtype=torch.long),
                                          torch.ones(2, dtype=torch.long), beta=0.5))

u = torch.randn(3, dtype=torch.double, requires_grad=True)
A = torch.randn(3, 4, dtype=torch.double, requires_grad=True)
r = torch.addr(A, u, v)
print(r, graph(r))
print(torch.addr(A, u, v, beta=2, alpha=-0.5).detach())
print(torch.addr(torch.zeros(2, 3, dtype=torch.long), torch.tensor([1, 2]), torch.tensor([3, 4, 5]), alpha=2))
print(torch.addr(torch.zeros(2, 3), torch.tensor([1, 2]), torch.tensor([3, 4, 5])))
print(torch.addr(torch.tensor([[True, False, False], [False, False, False]]), torch.tensor([True, False]),
                 torch.tensor([False, True, True])))
print(torch.addr(torch.tensor(1.5, dtype=torch.double), u.detach(), v.detach()).shape)
print(A.detach().addr(u.detach(), v.detach()).sum().round(decimals=6))
y = A.detach().clone()
print(y.addr_(u.detach(), v.detach(), alpha=2) is y, y.round(decimals=4))
print(gradcheck(lambda a, p, q: torch.addr(a, p, q, beta=-2, alpha=0.25), (A, u, v)))
err("addr vec1", lambda: torch.addr(A, A, v))
err("addr vec2", lambda: torch.addr(A, u, A))
err("addr size", lambda: torch.addr(A, v, v))
err("addr int beta", lambda: torch.addr(torch.zeros(2, 2, dtype=torch.long), torch.tensor([1, 2]),
                                        torch.tensor([1, 2]), beta=1.5))

B1 = torch.randn(5, 3, 2, dtype=torch.double, requires_grad=True)
B2 = torch.randn(5, 2, 4, dtype=torch.double, requires_grad=True)
r = torch.addbmm(A, B1, B2)
print(r.round(decimals=6), graph(r))
print(torch.addbmm(A, B1, B2, beta=0, alpha=2).detach().round(decimals=6))
print(torch.addbmm(torch.tensor([1, 2, 3, 4]), torch.ones(2, 3, 2, dtype=torch.long), torch.ones(2, 2, 4, dtype=torch.long)))
z = A.detach().clone()
print(z.addbmm_(B1.detach(), B2.detach()).round(decimals=4))
print(gradcheck(lambda a, p, q: torch.addbmm(a, p, q, beta=0.5, alpha=2), (A, B1, B2)))
err("addbmm 2d", lambda: torch.addbmm(A, torch.ones(3, 2), B2))
err("addbmm batches", lambda: torch.addbmm(A, B1, torch.ones(4, 2, 4, dtype=torch.double)))
err("addbmm inner", lambda: torch.addbmm(A, B1, torch.ones(5, 3, 4, dtype=torch.double)))

P = torch.randn(2, 3, dtype=torch.double, requires_grad=True)
Q = torch.randn(3, 5, dtype=torch.double, requires_grad=True)
R = torch.randn(5, 2, dtype=torch.double, requires_grad=True)
r = torch.chain_matmul(P, Q, R)
print(r.round(decimals=6), graph(r))
r = torch.chain_matmul(P, Q, R, P)
print(r.round(decimals=6), graph(r), graph(r.grad_fn.next_functions[0][0] and r))
r = torch.chain_matmul(P)
print(r.detach(), graph(r))
print(gradcheck(lambda a, b, c: torch.chain_matmul(a, b, c), (P, Q, R)))
err("chain_matmul none", lambda: torch.chain_matmul())
err("chain_matmul 1d", lambda: torch.chain_matmul(P, v))

r = torch.inner(P, P)
print(r.round(decimals=6), graph(r))
r = torch.inner(u, u)
print(r.round(decimals=6), graph(r))
print(torch.inner(torch.tensor(2.0), torch.tensor([[1.0, 2.0]])))
print(torch.inner(torch.arange(6).reshape(2, 3), torch.arange(12).reshape(2, 2, 3)))
print(P.detach().inner(Q.detach().t()).shape)
print(gradcheck(torch.inner, (P, torch.randn(4, 3, dtype=torch.double, requires_grad=True))))
err("inner", lambda: torch.inner(P, u[:2]))

f = torch.randn(4, 5)
g = torch.randn(5)
print(torch.addmv(torch.zeros(4), f, g).round(decimals=3))
print(torch.addr(torch.zeros(2, 2), torch.tensor([1.5, 2.0]), torch.tensor([2.0, -1.0])))
