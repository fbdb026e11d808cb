import torch
t = torch.tensor([True, False])
print(t)
print(t.dtype, t.shape, t.dim(), t.numel())
