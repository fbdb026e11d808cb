import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.tensor([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]], requires_grad=True)
print(F.softmax(x, dim=1))
print(F.softmax(x, dim=0))
print(F.log_softmax(x, dim=1))
print(F.softmax(x, -1, dtype=torch.float64))
y = F.log_softmax(x, dim=1)
y[:, 0].sum().backward()
print(x.grad)
print(torch.softmax(x, 1).sum(1))
