import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(1)
x = torch.ones(10)
y = nn.Dropout(0.4, inplace=True)(x)
print(y is x, x)
tr(lambda: F.dropout(torch.ones(2), 2.0))
tr(lambda: F.dropout(torch.ones(2), -1))
