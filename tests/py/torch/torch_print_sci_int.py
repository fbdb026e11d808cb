import torch
t = torch.tensor([1., 1001.])
print(t)
print(repr(t) == str(t))
