import torch
t = torch.tensor([[True, False], [False, True]])
print(t)
print(repr(t) == str(t))
