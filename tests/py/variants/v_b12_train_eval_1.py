import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5), nn.BatchNorm1d(4), nn.Sequential(nn.Dropout(0.2), nn.ReLU()))
print([mod.training for mod in m.modules()])
m[3].eval()
print([mod.training for mod in m.modules()])
m.train()
print([mod.training for mod in m.modules()])
m.eval()
x = torch.ones(3, 4)
y1 = m(x)
y2 = m(x)
print("eval deterministic:", torch.equal(y1, y2))
m.train()
d = nn.Dropout(0.5)
out = d(torch.ones(2, 8))
print(out)
print(((out == 0) | (out == 2)).all().item())
d.eval()
print(d(torch.ones(2, 8)))
print(nn.Dropout(0.0)(torch.ones(3)))
print(nn.Dropout(1.0)(torch.ones(3)))
try:
    nn.Dropout(1.5)
except ValueError as e:
    print("ValueError:", e)
