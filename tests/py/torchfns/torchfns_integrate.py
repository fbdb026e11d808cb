# trapezoid / trapz / cumulative_trapezoid and block_diag / combinations / vander.
import torch
from torch.autograd import gradcheck

torch.manual_seed(1)


def graph(t):
    f = t.grad_fn
    return (type(f).__name__, [type(n).__name__ if n is not None else None for n, _ in f.next_functions])


def err(name, f):
    try:
        r = f()
        print(name, "->", r)
    except Exception as e:
        print(name, type(e).__name__, e)


y = torch.randn(3, 5, dtype=torch.double, requires_grad=True)
x = torch.linspace(0, 2, 5, dtype=torch.double).pow(2).requires_grad_()
for r in (torch.trapezoid(y), torch.trapezoid(y, dx=0.25), torch.trapezoid(y, dim=0), torch.trapezoid(y, x),
          torch.trapezoid(y, x.detach().expand(3, 5)), torch.trapz(y), torch.trapz(y, x), torch.trapz(y, dx=2),
          torch.cumulative_trapezoid(y), torch.cumulative_trapezoid(y, dx=0.5, dim=0),
          torch.cumulative_trapezoid(y, x)):
    print(r.round(decimals=8), graph(r))
print(torch.trapezoid(torch.tensor([1, 4, 9])), torch.trapezoid(torch.tensor([1, 4, 9]), dx=2))
print(torch.trapezoid(torch.tensor([1, 4, 9]), torch.tensor([0, 1, 3])))
print(torch.cumulative_trapezoid(torch.tensor([1, 4, 9, 16])))
print(torch.trapezoid(torch.zeros(2, 0)), torch.trapezoid(torch.zeros(0, 3)), torch.cumulative_trapezoid(torch.zeros(2, 1)))
print(torch.trapezoid(torch.ones(4, dtype=torch.float64), dx=3))
print(gradcheck(lambda a, b: torch.trapezoid(a, b), (y, x)), gradcheck(lambda a: torch.trapezoid(a, dx=0.3), (y,)))
print(gradcheck(lambda a, b: torch.cumulative_trapezoid(a, b, dim=-1), (y, x)))
err("trapezoid bool", lambda: torch.trapezoid(torch.ones(3, dtype=torch.bool)))
err("trapezoid xbool", lambda: torch.trapezoid(torch.ones(3), torch.ones(3, dtype=torch.bool)))
err("trapezoid x size", lambda: torch.trapezoid(y, torch.ones(4)))
err("cumulative x size", lambda: torch.cumulative_trapezoid(y, torch.ones(4)))
err("trapezoid dim", lambda: torch.trapezoid(y, dim=2))

a = torch.randn(2, 2, dtype=torch.double, requires_grad=True)
b = torch.randn(3, dtype=torch.double, requires_grad=True)
c = torch.tensor(5.0, dtype=torch.double, requires_grad=True)
r = torch.block_diag(a, b, c)
print(r, graph(r))
print(torch.block_diag(torch.tensor([[1, 2]]), torch.tensor(3), torch.ones(2, 1, dtype=torch.int32)))
print(torch.block_diag(torch.ones(1, 2), torch.tensor([1, 2], dtype=torch.int64)).dtype)
print(torch.block_diag(torch.ones(2, 0), torch.ones(0, 3)), torch.block_diag())
print(gradcheck(lambda p, q, s: torch.block_diag(p, q, s), (a, b, c)))
err("block_diag 3d", lambda: torch.block_diag(a, torch.ones(1, 1, 1)))

w = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
r = torch.combinations(w)
print(r, graph(r))
print(torch.combinations(torch.tensor([1, 2, 3]), r=3, with_replacement=True))
print(torch.combinations(torch.tensor([1, 2, 3]), 1), torch.combinations(torch.tensor([1, 2, 3]), 0))
print(torch.combinations(torch.tensor([1, 2, 3]), 5))
err("combinations 2d", lambda: torch.combinations(a))
err("combinations neg", lambda: torch.combinations(b, -1))

r = torch.vander(b)
print(r, graph(r))
print(torch.vander(torch.tensor([1, 2, 3]), N=4, increasing=True), torch.vander(torch.tensor([2, 3], dtype=torch.int8)))
print(torch.vander(torch.tensor([True, False]), 3), torch.vander(b.detach(), 1), torch.vander(b.detach(), 0).shape)
err("vander 2d", lambda: torch.vander(a))
err("vander N", lambda: torch.vander(b, -2))
