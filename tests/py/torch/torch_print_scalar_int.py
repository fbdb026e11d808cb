import torch
t = torch.tensor(-7)
print(t)
print(repr(t) == str(t))
