# F.gumbel_softmax: soft and hard (straight-through) samples from the same RNG draws as PyTorch.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(3, 5, requires_grad=True)
y = F.gumbel_softmax(logits, tau=0.5)
print(y)
h = F.gumbel_softmax(logits, tau=1.0, hard=True)
print(h)
(h * torch.arange(5.0)).sum().backward()
print(logits.grad)
print(F.gumbel_softmax(logits.detach(), dim=0, tau=2.0))
print(F.gumbel_softmax(logits.double(), hard=True, dim=0).dtype)
z = F.gumbel_softmax(logits, eps=1e-5)
print(z.shape, z.sum(-1))
