import torch
t = torch.tensor([-0.0001, 0.5])
print(t)
print(repr(t) == str(t))
