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
c = nn.Conv1d(2, 3, 3, padding=1)
x = torch.randn(2, 2, 5, requires_grad=True)
y = c(x)
print(y)
y.sum().backward()
print(c.weight.grad.shape, c.bias.grad)
print(F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 2)))
