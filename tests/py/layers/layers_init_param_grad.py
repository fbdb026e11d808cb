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
m = nn.Linear(2, 2)
nn.init.zeros_(m.bias)
nn.init.constant_(m.weight, 0.5)
print(m.weight, m.bias)
print(m.weight.requires_grad, m.weight.grad_fn, m.weight.is_leaf)
y = m(torch.ones(1, 2)).sum()
y.backward()
print(m.weight.grad, m.bias.grad)
