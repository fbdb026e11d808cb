import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(3)
x1 = torch.randn(4, 6, requires_grad=True)
x2 = torch.randn(4, 6)
y = torch.tensor([1, -1, -1, 1])
for kw in [{}, {"margin": 0.3}, {"reduction": "sum"}, {"reduction": "none", "margin": -0.2}]:
    m = nn.CosineEmbeddingLoss(**kw)
    out = m(x1, x2, y)
    print(m, out)
    out.sum().backward()
    print(x1.grad)
    x1.grad = None
print(F.cosine_embedding_loss(x1[0], x2[0], torch.tensor(1)))
print(F.cosine_embedding_loss(x1[0], x2[0], torch.tensor(-1), margin=-1.0))
try:
    F.cosine_embedding_loss(x1, x2, y.view(2, 2))
except Exception as e:
    print(type(e).__name__, e)
try:
    F.cosine_embedding_loss(x1[0], x2[0], y)
except Exception as e:
    print(type(e).__name__, e)
