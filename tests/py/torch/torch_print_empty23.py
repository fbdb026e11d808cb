import torch
t = torch.zeros(2, 0)
print(t)
print(repr(t) == str(t))
