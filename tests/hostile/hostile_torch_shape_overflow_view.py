import torch
x = torch.zeros(2)
y = x.expand(2**62, 2)
print(y.shape)
print(y.sum())
