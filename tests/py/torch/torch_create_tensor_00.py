import torch
t = torch.tensor([1, 2, 3])
print(t)
print(t.dtype, t.shape, t.dim(), t.numel())
