import torch
t = torch.tensor([True, 2])
print(t)
print(t.dtype, t.shape, t.dim(), t.numel())
