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
m = nn.Bilinear(2, 3, 2)
x1 = torch.tensor([[1.0, 2.0], [0.0, -1.0]])
x2 = torch.tensor([[1.0, 0.0, -1.0], [2.0, 1.0, 0.5]])
y = m(x1, x2)
print(y)
y.sum().backward()
print(m.weight.grad)
print(m.bias.grad)
