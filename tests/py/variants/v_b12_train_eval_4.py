import torch, torch.nn as nn
torch.manual_seed(0)
bn = nn.BatchNorm2d(2)
x = torch.arange(16.0).reshape(2, 2, 2, 2)
y = bn(x)
print(y)
print(bn.running_mean, bn.running_var)
bn.eval()
print(bn(x)[0, 0])
ln = nn.LayerNorm([2, 2])
print(ln(x)[1])
gn = nn.GroupNorm(1, 2)
print(gn(x)[0])
try:
    nn.BatchNorm1d(3)(torch.ones(2, 4))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    nn.BatchNorm2d(2)(torch.ones(2, 2))
except ValueError as e:
    print("ValueError:", e)
