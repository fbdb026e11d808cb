import torch
t = torch.arange(16.).reshape(2, 2, 2, 2)
print(t)
print(repr(t) == str(t))
