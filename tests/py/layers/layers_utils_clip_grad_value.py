import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

p = nn.Parameter(torch.zeros(4))
p.grad = torch.tensor([-3.0, -0.5, 0.2, 5.0])
print(nn.utils.clip_grad_value_([p], 1.0))
print(p.grad)
q = nn.Parameter(torch.zeros(2))
tr(lambda: nn.utils.clip_grad_value_(q, 0.1))
print(q.grad)
