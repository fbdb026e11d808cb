import torch
import torch.nn.functional as F
torch.manual_seed(52)
a = torch.randn(1, 50); b = torch.randn(50, 50); w = torch.randn(50, 50); bias = torch.randn(50)
print((a @ b).flatten().tolist()[:10])
print(F.linear(a, w, bias).flatten().tolist()[:10])
print(F.linear(a, w).flatten().tolist()[:10])
print(torch.addmm(bias, a, b, beta=2.0, alpha=0.5).flatten().tolist()[:10])
print(torch.mm(a.double(), b.double()).flatten().tolist()[:5])
print(repr((a @ b).sum().item()), repr(F.linear(a, w, bias).mean().item()))
