import torch
import torch.nn.functional as F
torch.manual_seed(51)
a = torch.randn(100, 3); b = torch.randn(3, 1); w = torch.randn(1, 3); bias = torch.randn(1)
print((a @ b).flatten().tolist()[:10])
print(F.linear(a, w, bias).flatten().tolist()[:10])
print(F.linear(a, w).flatten().tolist()[:10])
print(torch.addmm(bias, a, b, beta=2.0, alpha=0.5).flatten().tolist()[:10])
print(torch.mm(a.double(), b.double()).flatten().tolist()[:5])
print(repr((a @ b).sum().item()), repr(F.linear(a, w, bias).mean().item()))
