import torch
t = torch.arange(6.).reshape(6, 1)
print(t)
print(repr(t) == str(t))
