import torch
import torch.nn as nn
p = nn.Parameter(torch.tensor([1.0, -2.0, 3.0]))
print(p.abs(), type(p.abs()).__name__)
print(p.sum(), p.mean().item(), p.max().item(), p.argmax().item())
print(p.shape, p.dtype, p.device, p.numel(), p.dim(), p.is_leaf)
print((p > 0).tolist(), p.tolist())
q = p.view(3, 1)
print(type(q).__name__, q.grad_fn.__class__.__name__)
print(nn.Parameter(p.data) is p, isinstance(p.data, nn.Parameter))
print(torch.is_tensor(p), isinstance(p, torch.Tensor), p.__class__.__name__, p.__class__.__mro__[1].__name__)
