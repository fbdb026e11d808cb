import torch
t = torch.tensor([1099511627776, -5])
print(t)
print(repr(t) == str(t))
