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
bn = nn.BatchNorm1d(3)
x = torch.randn(4, 3, requires_grad=True)
y = bn(x)
print(y.grad_fn.name())
(y.pow(3) * torch.arange(1.0, 4.0)).sum().backward()
print(bn.weight.grad)
print(bn.bias.grad)
print(x.grad)
