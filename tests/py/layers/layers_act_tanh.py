import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.tensor([[-2.0, -0.5, 0.0], [0.5, 1.0, 3.0]], requires_grad=True)
y = F.tanh(x)
print(y)
y.sum().backward()
print(x.grad)
