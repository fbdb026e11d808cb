import torch
t = torch.tensor([1.00005])
print(t)
print(repr(t) == str(t))
