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
e = nn.Embedding(5, 3)
idx = torch.tensor([[0, 2], [4, 2]])
y = e(idx)
print(y)
y.sum().backward()
print(e.weight.grad)
print(e(torch.tensor(1)))
