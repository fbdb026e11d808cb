import torch
t = torch.tensor([-0.0, 0.0])
print(t)
print(t.dtype, t.shape, t.dim(), t.numel())
