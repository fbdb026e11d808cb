import torch
x = torch.ones(3)
a = x.T
b = x.T
print(a.shape, b.shape)
m = torch.ones(2, 3, 4)
print(m.mT.shape, m.permute(*torch.arange(m.ndim - 1, -1, -1)).shape)
print(torch.ones(2, 3).T.shape, torch.tensor(5.).T)
