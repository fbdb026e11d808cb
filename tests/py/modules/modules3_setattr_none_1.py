import torch
import torch.nn as nn

m = nn.Linear(2, 2)
m.bias = None
print(m.bias, list(m._parameters.keys()))
print(m)
print([n for n, _ in m.named_parameters()])
print(list(m.state_dict().keys()))
class N(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("buf", torch.ones(1))
        self.child = nn.ReLU()
n = N()
n.buf = None
n.child = None
print(n._buffers, n._modules)
print(list(n.state_dict().keys()))
print(n)
n.buf = torch.zeros(3)
print(n._buffers)
n.child = nn.Tanh()
print(n)
try:
    m.weight = torch.ones(2, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    n.child = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    n.buf = 5
except TypeError as e:
    print(type(e).__name__, e)
m.weight = nn.Parameter(torch.zeros(2, 2))
print(m.weight)
