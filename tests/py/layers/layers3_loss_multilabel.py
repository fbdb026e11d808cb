import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(7)
x = torch.randn(3, 5, requires_grad=True)
y = (torch.rand(3, 5) > 0.5).float()
for kw in [{}, {"weight": torch.tensor([1., 2., 1., 0.5, 1.])}, {"reduction": "sum"}, {"reduction": "none"}]:
    m = nn.MultiLabelSoftMarginLoss(**kw)
    out = m(x, y)
    print(m, out)
    out.sum().backward()
    print(x.grad)
    x.grad = None
t = torch.tensor([[3, 0, -1, 1, 1], [1, 2, 4, -1, 0], [0, 1, 2, 3, 4]])
for red in ["mean", "sum", "none"]:
    m = nn.MultiLabelMarginLoss(reduction=red)
    out = m(x, t)
    print(m, out)
    out.sum().backward()
    print(x.grad)
    x.grad = None
print(F.multilabel_margin_loss(x[0], t[0]))
try:
    F.multilabel_margin_loss(x, t[:2])
except Exception as e:
    print(type(e).__name__, e)
