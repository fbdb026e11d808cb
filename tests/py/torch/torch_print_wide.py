import torch
t = torch.arange(100.).reshape(2, 50) / 3
print(t)
print(repr(t) == str(t))
