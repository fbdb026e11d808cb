import torch
import torch.nn.functional as F
torch.manual_seed(71)
a = torch.randn(5, 10, 30, requires_grad=True); b = torch.randn(5, 30, 12, requires_grad=True)
c = torch.bmm(a, b)
print(c.flatten().tolist()[:10])
c.backward(torch.randn_like(c))
print(a.grad.flatten().tolist()[:8])
print(b.grad.flatten().tolist()[:8])
print(torch.baddbmm(torch.randn(10, 12), a.detach(), b.detach(), beta=0.5).flatten().tolist()[:8])
print(torch.matmul(a.detach(), b.detach()[0]).flatten().tolist()[:6])
