import torch
t = torch.tensor(3.5)
print(t)
print(t.dtype, t.shape, t.dim(), t.numel())
