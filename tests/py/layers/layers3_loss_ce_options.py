import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(8)
x = torch.randn(5, 4, requires_grad=True)
t = torch.tensor([0, 3, -100, 2, 1])
w = torch.tensor([1.0, 2.0, 0.5, 1.5])
for kw in [{}, {"ignore_index": -100}, {"weight": w}, {"label_smoothing": 0.1}, {"weight": w, "label_smoothing": 0.2},
           {"reduction": "sum", "label_smoothing": 0.05}, {"reduction": "none", "label_smoothing": 0.3}, {"ignore_index": 2}]:
    m = nn.CrossEntropyLoss(**kw)
    tt = t.clamp(min=0) if kw.get("ignore_index", -100) != -100 else t
    out = m(x, tt)
    print(m, out)
    out.sum().backward()
    print(x.grad)
    x.grad = None
probs = torch.softmax(torch.randn(5, 4), 1)
for kw in [{}, {"label_smoothing": 0.1}, {"weight": w}, {"reduction": "none"}]:
    out = F.cross_entropy(x, probs, **kw)
    print(out)
    out.sum().backward()
    print(x.grad)
    x.grad = None
x3 = torch.randn(2, 3, 4, requires_grad=True)
t3 = torch.tensor([[0, 1, 2, 1], [2, 2, 0, -100]])
print(F.cross_entropy(x3, t3), F.cross_entropy(x3, t3, label_smoothing=0.2))
print(F.nll_loss(F.log_softmax(x3, 1), t3, reduction="none"))
try:
    F.cross_entropy(x, probs[:, :3])
except Exception as e:
    print(type(e).__name__, e)
try:
    F.cross_entropy(x, t, label_smoothing=1.5)
except Exception as e:
    print(type(e).__name__, e)
