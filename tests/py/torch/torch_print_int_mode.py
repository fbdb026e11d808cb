import torch
t = torch.tensor([1., 1000.])
print(t)
print(repr(t) == str(t))
