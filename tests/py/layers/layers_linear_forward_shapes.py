import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(0)
m = nn.Linear(3, 2)
for shape in [(3,), (4, 3), (2, 5, 3), (2, 1, 2, 3)]:
    y = m(torch.ones(*shape))
    print(shape, tuple(y.shape), y.grad_fn.name())
print(m(torch.ones(3)))
m2 = nn.Linear(3, 2, bias=False)
print(m2(torch.ones(2, 3)).grad_fn.name())
print(F.linear(torch.ones(2, 3), torch.ones(4, 3)).shape)
print(F.linear(torch.ones(2, 3), torch.ones(4, 3), torch.arange(4.0)))
