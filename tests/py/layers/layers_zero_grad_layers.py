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
m = nn.Linear(2, 1)
m(torch.ones(1, 2)).sum().backward()
print(m.weight.grad)
m.zero_grad()
print(m.weight.grad)
