import torch
t = torch.tensor([1e-5, 1.0])
print(t)
print(repr(t) == str(t))
