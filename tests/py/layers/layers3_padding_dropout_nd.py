import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
x = torch.arange(12.).reshape(1, 2, 6)
for m in [nn.ZeroPad1d(2), nn.ZeroPad1d((1, 3)), nn.ConstantPad1d(1, -1.5), nn.ConstantPad1d((0, 2), 3)]:
    print(m, m(x))
x2 = torch.arange(8.).reshape(1, 2, 2, 2)
for m in [nn.ZeroPad2d(1), nn.ZeroPad2d((1, 0, 0, 1)), nn.ConstantPad2d((1, 1, 0, 0), 9.0)]:
    print(m, m(x2))
d1 = nn.Dropout1d(0.5); d2 = nn.Dropout2d(p=0.4)
print(d1, d2)
print(d1(torch.ones(2, 4, 3)))
print(d2(torch.ones(2, 3, 2, 2)))
print(d2(torch.ones(1, 3, 2, 2)))
d2.eval(); print(d2(torch.ones(1, 2, 1, 1)))
try:
    d1(torch.ones(2, 2, 2, 2))
except Exception as e:
    print(type(e).__name__, e)
try:
    nn.Dropout2d(1.5)
except Exception as e:
    print(type(e).__name__, e)
