import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(123)
y = nn.Dropout(0.1)(torch.ones(100))
print(int((y == 0).sum()), y[:12])
torch.manual_seed(5)
print(F.dropout(torch.arange(12.0).reshape(3, 4), 0.5))
