import torch
t = torch.tensor([[1.5, -2.25], [0.1, 100.0]])
print(t)
print(t.dtype, t.shape, t.dim(), t.numel())
