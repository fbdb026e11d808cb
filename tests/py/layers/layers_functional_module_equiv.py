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
x = torch.randn(2, 3)
lin = nn.Linear(3, 2)
print(torch.equal(lin(x), F.linear(x, lin.weight, lin.bias)))
print(torch.equal(nn.ReLU()(x), F.relu(x)), torch.equal(nn.Softmax(1)(x), F.softmax(x, 1)))
ln = nn.LayerNorm(3)
print(torch.equal(ln(x), F.layer_norm(x, (3,), ln.weight, ln.bias)))
print(F.relu(x).grad_fn, F.tanh(x).shape, torch.relu(x).shape)
