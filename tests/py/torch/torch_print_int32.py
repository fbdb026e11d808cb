import torch
t = torch.tensor([[1, 2], [3, 4]], dtype=torch.int32)
print(t)
print(repr(t) == str(t))
