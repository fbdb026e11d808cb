import torch
t = torch.arange(30.)
print(t)
print(repr(t) == str(t))
