import torch
torch.manual_seed(22)
for n in [1, 5, 16, 31, 32, 33, 50, 64, 70, 100]:
    x = torch.randn(n) * 2
    print(n, torch.sigmoid(x).tolist())
    print(n, torch.tanh(x).tolist())
x = torch.randn(8, 9)
print(torch.tanh(x[::2]).flatten().tolist())
print(torch.sigmoid(x.double()).flatten().tolist()[:20])
y = torch.randn(70000)
print(torch.sigmoid(y)[34970:35010].tolist(), torch.sigmoid(y)[-30:].tolist())
print(repr(torch.sigmoid(y).sum().item()), repr(torch.tanh(y).sum().item()), repr(y.exp().sum().item()))
