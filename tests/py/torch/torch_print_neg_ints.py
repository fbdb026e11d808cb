import torch
t = torch.tensor([[1, -2], [30, 4]])
print(t)
print(repr(t) == str(t))
