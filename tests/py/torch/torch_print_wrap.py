import torch
t = torch.linspace(-1, 1, 8, dtype=torch.float64)
print(t)
print(repr(t) == str(t))
