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
print(nn.Dropout(0.5)(torch.ones(8)))
print(nn.Dropout(0.2)(torch.ones(2, 5)))
print(F.dropout(torch.ones(10), 0.3))
print(F.dropout(torch.ones(3), 1.0))
x = torch.ones(6, requires_grad=True)
y = F.dropout(x, 0.5)
print(y.grad_fn.name())
y.sum().backward()
print(x.grad)
print(torch.rand(2))
