import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(10)
x = torch.randn(3, 5, requires_grad=True)
y = torch.randn(3, 5)
for m in [nn.SmoothL1Loss(), nn.SmoothL1Loss(beta=0.5), nn.SmoothL1Loss(beta=0.0), nn.HuberLoss(), nn.HuberLoss(delta=2.0, reduction="sum"),
          nn.L1Loss(reduction="none"), nn.MSELoss(reduction="sum"), nn.KLDivLoss(reduction="batchmean"), nn.KLDivLoss(reduction="sum", log_target=True)]:
    if isinstance(m, nn.KLDivLoss):
        out = m(F.log_softmax(x, 1), F.log_softmax(y, 1) if m.log_target else F.softmax(y, 1))
    else:
        out = m(x, y)
    print(m, m.reduction, out)
    out.sum().backward()
    print(x.grad)
    x.grad = None
print(vars(nn.SmoothL1Loss(beta=0.3))["beta"], nn.HuberLoss(delta=0.7).delta)
for bad in [lambda: F.smooth_l1_loss(x, y, beta=-1.0), lambda: F.huber_loss(x, y, delta=0.0), lambda: F.mse_loss(x, y, reduction="avg")]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
