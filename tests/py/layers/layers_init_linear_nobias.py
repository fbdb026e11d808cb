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
m = nn.Linear(4, 2, bias=False)
for n, p in m.named_parameters():
    print(n, p)
for n, b in m.named_buffers():
    print(n, b)
print(torch.rand(2))
