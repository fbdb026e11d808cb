# add/sub/add_/sub_(Number alpha, Tensor other): PyTorch's deprecated overload, still used by old tutorials
# (p.data.add_(-lr, p.grad.data)); it warns once per process, for whichever method comes first. Also
# io.open, which old tutorials import (from io import open).
import torch
x = torch.ones(2)
print(x.add(2, torch.ones(2)))
print(x.sub(2, torch.ones(2)))
x.add_(2, torch.ones(2)); print(x)
x.sub_(2, torch.ones(2)); print(x)
for i in range(2):
    x.add_(0.5, torch.ones(2))
print(x, x.add(2, 3))
try:
    x.sub(True, torch.ones(2))
except Exception as e:
    print(type(e).__name__, e)
p = torch.nn.Parameter(torch.zeros(3))
p.grad = torch.ones(3)
p.data.add_(-0.1, p.grad.data)
print(p)
for f in (lambda: x.add(torch.ones(2), alpha=2), lambda: x.int().add(x.int(), alpha=0.5)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
import io
from io import open as io_open
print(io.open is open, io_open is open)
with io_open("names.txt", "w", encoding="utf-8") as f:
    f.write("Pérez\n")
print(io.open("names.txt", encoding="utf-8").read().strip())
