import torch
t = torch.tensor([123456789.0])
print(t)
print(repr(t) == str(t))
