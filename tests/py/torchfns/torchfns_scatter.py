# select_scatter / slice_scatter / diagonal_scatter / index_reduce; broadcast_to and expand argument forms.
import torch
from torch.autograd import gradcheck

torch.manual_seed(3)


def graph(t):
    f = t.grad_fn
    return (type(f).__name__, [type(n).__name__ if n is not None else None for n, _ in f.next_functions])


def err(name, f):
    try:
        r = f()
        print(name, "->", r)
    except Exception as e:
        print(name, type(e).__name__, e)


base = torch.randn(3, 4, dtype=torch.double, requires_grad=True)
row = torch.randn(4, dtype=torch.double, requires_grad=True)
col = torch.randn(3, dtype=torch.double, requires_grad=True)
r = torch.select_scatter(base, row, 0, 1)
print(r, graph(r))
print(torch.select_scatter(base, col, 1, -1).detach(), base.detach().select_scatter(row.detach(), 0, 0))
print(gradcheck(lambda a, b: torch.select_scatter(a, b, 0, 2), (base, row)))
blk = torch.randn(3, 2, dtype=torch.double, requires_grad=True)
r = torch.slice_scatter(base, blk, 1, 1, 3)
print(r, graph(r))
print(torch.slice_scatter(base, blk, dim=1, step=2).detach(), torch.slice_scatter(base, row.view(1, 4).detach(), start=2))
print(base.detach().slice_scatter(blk.detach(), 1, 2))
print(gradcheck(lambda a, b: torch.slice_scatter(a, b, 1, 0, 4, 2), (base, blk)))
d = torch.randn(3, dtype=torch.double, requires_grad=True)
r = torch.diagonal_scatter(base, d)
print(r, graph(r))
print(torch.diagonal_scatter(base, d[:2], -1).detach(), base.detach().diagonal_scatter(d.detach(), 1))
print(torch.diagonal_scatter(torch.zeros(2, 3, 3), torch.ones(3, 2), 0, 0, 2))
print(gradcheck(lambda a, b: torch.diagonal_scatter(a, b, 1), (base, d)))
print(torch.select_scatter(torch.zeros(2, 2, dtype=torch.long), torch.tensor([1.7, 2.2]), 0, 0))
err("select_scatter size", lambda: torch.select_scatter(base, col, 0, 0))
err("slice_scatter size", lambda: torch.slice_scatter(base, blk, 0))
err("diagonal_scatter size", lambda: torch.diagonal_scatter(base, d, 1))

src = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]], requires_grad=True)
idx = torch.tensor([0, 2, 0, 1])
tgt = torch.full((3, 2), 2.0, requires_grad=True)
for red in ("prod", "mean", "amax", "amin"):
    r = tgt.index_reduce(0, idx, src, red)
    print(red, r, graph(r))
    print(tgt.detach().index_reduce(0, idx, src.detach(), red, include_self=False))
print(torch.index_reduce(tgt.detach(), 0, idx, src.detach(), "prod"))
t2 = torch.ones(2, 4)
print(t2.index_reduce_(1, torch.tensor([3, 0, 3]), torch.tensor([[2.0, 3.0, 4.0], [5.0, 6.0, 7.0]]), "prod"), t2)
print(torch.zeros(3, dtype=torch.long).index_reduce(0, torch.tensor([1, 1]), torch.tensor([4, 7]), "amax"))
err("index_reduce sum", lambda: tgt.index_reduce(0, idx, src, "sum"))

v = torch.arange(3.0)
print(v.broadcast_to(2, 3), v.broadcast_to((2, 3)), v.broadcast_to([1, 3]), v.broadcast_to(size=(2, 3)))
print(torch.broadcast_to(v, (2, 3)), torch.broadcast_to(v, [2, 3]), torch.broadcast_to(v, size=(2, 3)))
print(torch.broadcast_to(input=v, size=(1, 3)), v.expand(2, 3), v.expand((2, 3)), v.expand([2, -1]), v.expand(size=(1, 3)))
err("broadcast_to star", lambda: torch.broadcast_to(v, 2, 3))
err("broadcast_to bad", lambda: v.broadcast_to(2, 4))
err("torch.broadcast_to bad", lambda: torch.broadcast_to(v, (4,)))
err("expand bad", lambda: v.expand(2, 4))
err("expand fewer", lambda: torch.ones(2, 3).expand(3))
