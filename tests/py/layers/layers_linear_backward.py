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
x = torch.tensor([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]], requires_grad=True)
y = m(x)
loss = (y ** 2).mean()
loss.backward()
print(loss)
print(m.weight.grad)
print(m.bias.grad)
print(x.grad)
