import torch
t = torch.tensor([1.5, 2.25], dtype=torch.float64)
print(t)
print(repr(t) == str(t))
