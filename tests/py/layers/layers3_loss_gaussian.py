import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(5)
mu = torch.randn(4, 3, requires_grad=True)
tg = torch.randn(4, 3)
var = torch.rand(4, 3, requires_grad=True)
for kw in [{}, {"full": True}, {"eps": 0.1}, {"reduction": "sum"}, {"reduction": "none"}]:
    m = nn.GaussianNLLLoss(**kw)
    out = m(mu, tg, var)
    print(m, out)
    out.sum().backward()
    print(mu.grad, var.grad)
    mu.grad = None; var.grad = None
print(F.gaussian_nll_loss(mu, tg, torch.rand(4, 1)))
print(F.gaussian_nll_loss(mu, tg, torch.rand(4)))
print(F.gaussian_nll_loss(mu, tg, 0.5))
for bad in [torch.rand(3), -torch.rand(4, 3), -1.0]:
    try:
        F.gaussian_nll_loss(mu, tg, bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    F.gaussian_nll_loss(mu, tg, var, reduction="avg")
except Exception as e:
    print(type(e).__name__, e)
