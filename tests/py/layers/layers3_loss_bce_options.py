import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(9)
logits = torch.randn(4, 3, requires_grad=True)
y = (torch.rand(4, 3) > 0.5).float()
w = torch.tensor([0.5, 1.0, 2.0])
pw = torch.tensor([3.0, 1.0, 0.5])
for kw in [{}, {"weight": w}, {"pos_weight": pw}, {"weight": w, "pos_weight": pw, "reduction": "sum"}, {"reduction": "none", "pos_weight": pw}]:
    m = nn.BCEWithLogitsLoss(**kw)
    out = m(logits, y)
    print(m, out)
    out.sum().backward()
    print(logits.grad)
    logits.grad = None
for kw in [{}, {"weight": w}, {"weight": w[None, :].expand(4, 3), "reduction": "sum"}, {"reduction": "none"}]:
    m = nn.BCELoss(**kw)
    out = m(torch.sigmoid(logits), y)
    print(m, out)
    out.sum().backward()
    print(logits.grad)
    logits.grad = None
print(nn.BCEWithLogitsLoss(pos_weight=pw).state_dict())
print(F.binary_cross_entropy(torch.tensor([0.0, 1.0, 0.5]), torch.tensor([1.0, 0.0, 0.5])))
try:
    F.binary_cross_entropy(torch.tensor([1.5]), torch.tensor([1.0]))
except Exception as e:
    print(type(e).__name__, e)
try:
    F.binary_cross_entropy_with_logits(logits, y[:2])
except Exception as e:
    print(type(e).__name__, e)
