import torch
t = torch.tensor([], dtype=torch.int64)
print(t)
print(repr(t) == str(t))
