import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(2)
an = torch.randn(5, 8, requires_grad=True)
po = torch.randn(5, 8)
ne = torch.randn(5, 8)
for kw in [{}, {"margin": 2.0}, {"p": 1}, {"swap": True}, {"reduction": "none"}, {"reduction": "sum", "eps": 1e-3}]:
    m = nn.TripletMarginLoss(**kw)
    out = m(an, po, ne)
    print(m, out)
    out.sum().backward()
    print(an.grad.sum(0))
    an.grad = None
print(F.triplet_margin_loss(an, po, ne, margin=0.5))
t = nn.TripletMarginWithDistanceLoss(distance_function=nn.PairwiseDistance(), margin=1.5)
print(t)
print(t(an, po, ne))
t2 = nn.TripletMarginWithDistanceLoss(distance_function=lambda a, b: 1.0 - F.cosine_similarity(a, b), swap=True)
print(t2(an, po, ne))
print(F.triplet_margin_with_distance_loss(an, po, ne, reduction="none"))
for bad in [dict(margin=0.0), dict(margin=-1.0)]:
    try:
        F.triplet_margin_loss(an, po, ne, **bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    F.triplet_margin_loss(an, po[0], ne)
except Exception as e:
    print(type(e).__name__, e)
