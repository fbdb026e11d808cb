import torch
t = torch.tensor([0.1, 0.25, -3.75])
print(t)
print(repr(t) == str(t))
