import torch
t = torch.arange(1001)
print(t)
print(repr(t) == str(t))
