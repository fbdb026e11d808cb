import torch, torch.nn as nn
print(torch.typename(torch.zeros(1, dtype=torch.int32)), torch.typename(torch.zeros(1, dtype=torch.int64)), torch.typename(torch.zeros(1, dtype=torch.float16)))
print(torch.typename(nn.Linear(1, 1)), torch.typename(nn.Sequential()), torch.typename(nn.ModuleList()), torch.typename(nn.MSELoss()), torch.typename(nn.BatchNorm1d(1)))
print(torch.typename(nn.Conv2d(1, 1, 1)), torch.typename(nn.Dropout()), torch.typename(nn.Embedding(1, 1)), torch.typename(nn.LayerNorm(1)), torch.typename(nn.Flatten()))
class Custom(nn.Module): pass
print(torch.typename(Custom()), torch.typename(Custom))
print(torch.typename(1.0), torch.typename(True), torch.typename(b"x"), torch.typename(set()), torch.typename(range(2)))
m = nn.Module()
m.w = nn.Parameter(torch.ones(1))
for v in [Custom(), True, (1, 2), {"a": 1}, 1 + 2j]:
    try:
        m.w = v
    except TypeError as e:
        print(e)
m.c = Custom()
for v in [torch.ones(1, dtype=torch.float64), 1.0]:
    try:
        m.c = v
    except TypeError as e:
        print(e)
