import torch
t = torch.tensor([0., -0.])
print(t)
print(repr(t) == str(t))
