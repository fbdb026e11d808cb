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
m(torch.randn(4, 3)).pow(2).sum().backward()
print(m.weight.grad, m.bias.grad)
n = nn.utils.clip_grad_norm_(m.parameters(), max_norm=1.0)
print(n)
print(m.weight.grad, m.bias.grad)
n2 = torch.nn.utils.clip_grad_norm_(m.parameters(), 1.0)
print(n2)
