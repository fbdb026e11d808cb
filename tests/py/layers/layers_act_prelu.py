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
m = nn.PReLU()
x = torch.tensor([[-1.0, 2.0], [3.0, -4.0]])
y = m(x)
print(y)
y.sum().backward()
print(m.weight.grad)
m2 = nn.PReLU(3, 0.1)
x3 = torch.tensor([[[-1.0], [2.0], [-3.0]]])
print(m2(x3))
tr(lambda: m2(torch.ones(2, 2)))
