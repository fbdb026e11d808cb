import torch
t = torch.arange(1000)
print(t)
print(repr(t) == str(t))
