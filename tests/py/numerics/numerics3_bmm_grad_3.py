import torch
import torch.nn.functional as F
torch.manual_seed(72)
a = torch.randn(2, 32, 64, requires_grad=True); b = torch.randn(2, 64, 32, requires_grad=True)
c = torch.bmm(a, b)
print(c.flatten().tolist()[:10])
c.backward(torch.randn_like(c))
print(a.grad.flatten().tolist()[:8])
print(b.grad.flatten().tolist()[:8])
print(torch.baddbmm(torch.randn(32, 32), a.detach(), b.detach(), beta=0.5).flatten().tolist()[:8])
print(torch.matmul(a.detach(), b.detach()[0]).flatten().tolist()[:6])
