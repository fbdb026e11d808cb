import warnings
import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(11)
x = torch.randn(4, 3)
y = torch.randn(4, 3)
t = torch.tensor([1., -1., 1., -1.])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    m = nn.MarginRankingLoss(size_average=False)
    print(m.reduction, m(x[:, 0], y[:, 0], t))
    m = nn.SoftMarginLoss(reduce=False)
    print(m.reduction, m(x[:, 0], t))
    m = nn.MSELoss(size_average=True, reduce=True)
    print(m.reduction)
    print(F.hinge_embedding_loss(x[:, 0], t, size_average=False))
    print(F.poisson_nll_loss(x, y.abs(), reduce=False))
    for i in w:
        print(i.category.__name__, i.message)
for bad in ["avg", "batchmean"]:
    for fn in [lambda r: F.margin_ranking_loss(x[:, 0], y[:, 0], t, reduction=r), lambda r: F.soft_margin_loss(x, y, reduction=r),
               lambda r: F.multilabel_soft_margin_loss(x, y, reduction=r), lambda r: F.triplet_margin_with_distance_loss(x, y, y, reduction=r)]:
        try:
            fn(bad)
        except Exception as e:
            print(type(e).__name__, e)
