import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.tensor([[0.5, -1.0, 2.0], [1.5, 0.0, -0.5]], requires_grad=True)
y = torch.tensor([[1.0, -1.0, 0.0], [0.0, 0.5, -2.0]])

for r in ['mean', 'sum', 'none']:
    l = F.huber_loss(x, y, reduction=r)
    print(r, l)
l = F.huber_loss(x, y)
l.backward()
print(x.grad)
