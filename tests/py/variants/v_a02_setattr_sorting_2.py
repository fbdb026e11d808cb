import torch
import torch.nn as nn

m = nn.Module()
m.a = torch.ones(1)
m.a = nn.Parameter(torch.ones(1))
print("a dict?", "a" in m.__dict__, "params", list(m._parameters))
m.b = nn.Linear(1, 1)
m.b = nn.Parameter(torch.zeros(1))
print("modules", list(m._modules), "params", list(m._parameters))
m.register_buffer("c", torch.zeros(1))
m.c = nn.Parameter(torch.ones(2))
print("buffers", list(m._buffers), "params", list(m._parameters))
m.d = 3
m.d = nn.ReLU()
print("d dict?", "d" in m.__dict__, list(m._modules))
m.a = nn.Parameter(torch.full((1,), 4.0))
print("order kept:", list(m._parameters))
try:
    m.a = nn.Tanh()
except TypeError as e:
    print(e)
try:
    m.d = nn.Parameter(torch.ones(1))
    print("d now param", list(m._parameters), list(m._modules))
except TypeError as e:
    print(e)
m.e = nn.Sigmoid()
try:
    m.e = torch.ones(2, dtype=torch.float64)
except TypeError as e:
    print(e)
try:
    m.e = torch.ones(2, dtype=torch.int64)
except TypeError as e:
    print(e)
m.register_buffer("f", torch.zeros(1))
for v in ["s", 2.5, (1,), {"k": 1}]:
    try:
        m.f = v
    except TypeError as e:
        print(e)
print(sorted(m.state_dict().keys()))
