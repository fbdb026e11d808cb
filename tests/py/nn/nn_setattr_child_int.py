import torch
import torch.nn as nn
m = nn.Module()
m.c = nn.Linear(1, 1)
try:
    m.c = 3
except Exception as e:
    print(type(e).__name__, e)
print(list(m._modules), type(m.c).__name__)
