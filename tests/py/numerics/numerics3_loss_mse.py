import torch
import torch.nn.functional as F
torch.manual_seed(6)
for shape in [(1,),(5,),(20,1),(16,1),(64,1),(32,10),(64,784),(7,3,5),(100,),(128,10)]:
    a = torch.randn(*shape); b = torch.randn(*shape)
    print(shape, repr(F.mse_loss(a, b).item()), repr(F.mse_loss(a, b, reduction='sum').item()),
          repr(F.l1_loss(a, b).item()), repr(F.l1_loss(a, b, reduction='sum').item()),
          repr(F.smooth_l1_loss(a, b).item()), repr(F.huber_loss(a, b).item()))
    print(shape, repr(F.mse_loss(a.double(), b.double()).item()), repr(((a - b) ** 2).mean().item()))
