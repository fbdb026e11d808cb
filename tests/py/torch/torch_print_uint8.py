import torch
t = torch.tensor([1, 200], dtype=torch.uint8)
print(t)
print(repr(t) == str(t))
