# torch.set_num_threads changes how large reductions are split (issue 14)
import torch
torch.manual_seed(0)
a = torch.randn(100003)
b = torch.randn(300, 257)
c = torch.randn(5, 40000)
d = torch.randn(70000, dtype=torch.float64)
for n in (1, 2, 3, 4, 8):
    torch.set_num_threads(n)
    print(n, torch.get_num_threads())
    print(repr(a.sum().item()), repr(a.mean().item()), repr(d.sum().item()))
    print(b.sum(0)[:4].tolist(), b.sum(1)[:3].tolist())
    print(c.sum(1).tolist(), c.sum(0)[:3].tolist())
    print(repr(a.var().item()), repr(a.norm().item()), repr(a.norm(1).item()))
    print(repr((a * 2).sum().item()), repr(b.sum().item()))
for v in (0, -1, 1.5, "2", True):
    try:
        torch.set_num_threads(v)
    except RuntimeError as e:
        print(type(e).__name__, e)
try:
    torch.set_num_threads()
except TypeError as e:
    print(type(e).__name__, e)
torch.set_num_threads(300)
print(torch.get_num_threads(), repr(a.sum().item()))
