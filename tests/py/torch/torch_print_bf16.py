import torch
t = torch.tensor([1.1, 2.2], dtype=torch.bfloat16)
print(t)
print(repr(t) == str(t))
