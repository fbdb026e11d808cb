import torch
t = torch.tensor([1e-10])
print(t)
print(repr(t) == str(t))
