import torch
import torch.nn.functional as F
torch.manual_seed(7)
for n, c in [(1,2),(4,3),(8,10),(16,10),(32,10),(64,10),(5,100),(3,1000),(128,2),(64,17)]:
    x = torch.randn(n, c); t = torch.randint(0, c, (n,))
    print(n, c, repr(F.cross_entropy(x, t).item()), repr(F.cross_entropy(x, t, reduction='sum').item()),
          repr(F.nll_loss(F.log_softmax(x, 1), t).item()))
    print(n, c, F.cross_entropy(x, t, reduction='none').tolist()[:10])
    print(n, c, repr(F.cross_entropy(x.double(), t).item()), repr(F.cross_entropy(x, t, label_smoothing=0.1).item()))
    y = torch.rand(n, c)
    print(n, c, repr(F.binary_cross_entropy(torch.sigmoid(x), y).item()), repr(F.binary_cross_entropy_with_logits(x, y).item()))
