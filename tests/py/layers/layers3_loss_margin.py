import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
a = torch.randn(6, requires_grad=True)
b = torch.randn(6, requires_grad=True)
y = torch.tensor([1., -1., 1., -1., 1., 1.])
for red in ["mean", "sum", "none"]:
    m = nn.MarginRankingLoss(margin=0.2, reduction=red)
    out = m(a, b, y)
    print(m, out)
    out.sum().backward()
    print(a.grad, b.grad)
    a.grad = None; b.grad = None
print(F.margin_ranking_loss(a, b, y))
print(nn.MarginRankingLoss().margin, nn.MarginRankingLoss(0.5).margin)
try:
    F.margin_ranking_loss(a, b, y[:3])
except Exception as e:
    print(type(e).__name__, e)
try:
    F.margin_ranking_loss(a.view(2, 3), b, y)
except Exception as e:
    print(type(e).__name__, e)
