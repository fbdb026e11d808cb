import torch
import torch.nn as nn

m = nn.Module()
m.x = 5
m.x = nn.Parameter(torch.ones(1))
print("x" in m.__dict__, list(m._parameters))
try:
    m.x = nn.Linear(1, 1)
except TypeError as e:
    print(type(e).__name__, e)
print(list(m._parameters), list(m._modules))
m.x = nn.Parameter(torch.zeros(1))
print(list(m._parameters), list(m._modules))
m.register_buffer("b", torch.ones(1))
try:
    m.b = nn.Parameter(torch.ones(1))
    print("assigned param over buffer", list(m._parameters), list(m._buffers))
except Exception as e:
    print(type(e).__name__, e)
m.register_buffer("c", torch.ones(1))
m.c = nn.ReLU()
print(list(m._buffers), list(m._modules))
m.y = nn.ReLU()
try:
    m.y = torch.ones(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    m.x = torch.ones(1)
except TypeError as e:
    print(type(e).__name__, e)
m.y = None
print(m._modules)
m.z = torch.ones(2)
print("z" in m.__dict__, "z" in m._buffers)
m.x = None
print(m._parameters)
print(m)
