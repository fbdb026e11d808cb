import torch
t = torch.tensor([1e20, -1e-20])
print(t)
print(repr(t) == str(t))
