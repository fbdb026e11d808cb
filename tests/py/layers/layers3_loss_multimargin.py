import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(6)
x = torch.randn(4, 5, requires_grad=True)
t = torch.tensor([0, 3, 4, 1])
for kw in [{}, {"p": 2}, {"margin": 0.5}, {"weight": torch.tensor([1., 2., 0.5, 1., 3.])}, {"reduction": "sum"}, {"reduction": "none"}]:
    m = nn.MultiMarginLoss(**kw)
    out = m(x, t)
    print(m, out)
    out.sum().backward()
    print(x.grad)
    x.grad = None
print(F.multi_margin_loss(x[0], t[0:1]))
for bad in [dict(p=3)]:
    try:
        F.multi_margin_loss(x, t, **bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    F.multi_margin_loss(x, torch.tensor([0, 1, 5, 2]))
except Exception as e:
    print(type(e).__name__, e)
try:
    F.multi_margin_loss(x, t[:2])
except Exception as e:
    print(type(e).__name__, e)
