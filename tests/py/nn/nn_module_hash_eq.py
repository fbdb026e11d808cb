import torch
import torch.nn as nn
a = nn.Linear(1, 1); b = nn.Linear(1, 1)
print(a == a, a == b, a != b, len({a, b, a}))
d = {a: 1}; print(d[a])
