import torch
t = torch.tensor(True)
print(t)
print(t.dtype, t.shape, t.dim(), t.numel())
