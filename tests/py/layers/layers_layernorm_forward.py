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
ln = nn.LayerNorm(4)
x = torch.randn(2, 4, requires_grad=True)
y = ln(x)
print(y)
y[:, 0].sum().backward()
print(x.grad)
print(ln.weight.grad, ln.bias.grad)
ln2 = nn.LayerNorm((2, 3), elementwise_affine=False)
print(ln2(torch.arange(12.0).reshape(2, 2, 3)))
print(F.layer_norm(torch.arange(4.0), (4,)))
