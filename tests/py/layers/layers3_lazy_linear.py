import torch, torch.nn as nn
torch.manual_seed(0)
m = nn.LazyLinear(3)
print(m, type(m.weight).__name__, m.weight, m.in_features)
print(list(m.state_dict().keys()))
x = torch.randn(2, 5)
y = m(x)
print(m, type(m).__name__, type(m.weight).__name__, m.weight.shape, m.in_features)
print(y)
net = nn.Sequential(nn.LazyLinear(4), nn.ReLU(), nn.LazyLinear(2))
print(net)
print(net(x))
print(sum(p.numel() for p in net.parameters()))
try:
    sum(p.numel() for p in nn.LazyLinear(2).parameters())
except Exception as e:
    print(type(e).__name__, e)
