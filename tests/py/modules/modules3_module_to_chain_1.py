import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(2, 2)
ret = m.to(torch.float64).to("cpu").train().requires_grad_(True)
print(ret is m, m.weight.dtype)
x = torch.ones(1, 2)
try:
    m(x)
except RuntimeError as e:
    print(type(e).__name__, e)
print(m(x.double()).dtype)
t = torch.ones(2)
t2 = t.to(torch.float64)
print(t2 is t, t.dtype, t2.dtype)
t3 = t.to(torch.float32)
print(t3 is t)
p = m.weight
m.float()
print(m.weight is p, m.weight.dtype)
print(m.to(device="cpu", dtype=torch.float32) is m)
try:
    m.to("cpu", torch.int32)
except TypeError as e:
    print(type(e).__name__, e)
try:
    m.to(5)
except Exception as e:
    print(type(e).__name__, e)
