import torch
t = torch.tensor([])
print(t)
print(t.dtype, t.shape, t.dim(), t.numel())
