import torch
t = torch.tensor(4.)
print(t)
print(repr(t) == str(t))
