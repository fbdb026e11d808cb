import torch
a = torch.zeros(20000, 64)
b = torch.zeros(64, 20000)
c = a @ b
print(c.shape)
