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
d = nn.Dropout(0.5)
x = torch.ones(8)
d.eval()
print(d(x) is x, d(x))
print(F.dropout(x, 0.5, training=False) is x)
print(F.dropout(x, 0.0) is x)
d.train()
print(d.training)
