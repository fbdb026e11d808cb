import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(1)
x = torch.randn(3, 4, requires_grad=True)
y = torch.tensor([[1., -1., 1., -1.], [-1., -1., 1., 1.], [1., 1., 1., -1.]])
for red in ["mean", "sum", "none"]:
    for margin in [1.0, 0.5]:
        m = nn.HingeEmbeddingLoss(margin=margin, reduction=red)
        out = m(x, y)
        print(m, out)
        out.sum().backward()
        print(x.grad)
        x.grad = None
sm = nn.SoftMarginLoss()
print(sm, sm(x, y), F.soft_margin_loss(x, y, reduction="none"))
sm(x, y).backward()
print(x.grad)
print(F.soft_margin_loss(x, y, reduction="sum"))
