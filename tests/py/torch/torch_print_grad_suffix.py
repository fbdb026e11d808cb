import torch
t = torch.ones(2, requires_grad=True) * 2
print(t)
print(repr(t) == str(t))
