import torch
t = torch.arange(24).reshape(2, 3, 4)
print(t)
print(repr(t) == str(t))
