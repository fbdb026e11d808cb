import torch
# resize_, view on empty, numel zero ops, as_strided
x = torch.arange(6.)
print(x.as_strided((2, 2), (1, 2)), x.as_strided((3,), (2,), 1), torch.as_strided(x, (2, 3), (3, 1)))
y = torch.zeros(2, 3)
y.resize_(3, 2)
print(y.shape, y.resize_(6).shape)
print(torch.zeros(0, 4).view(-1, 2).shape, torch.zeros(0, 4).sum(0), torch.zeros(0, 4).mean(1), torch.zeros(0, 4).t().shape)
print(torch.zeros(3, 0).max(0) if False else torch.zeros(3, 0).sum(1), (torch.zeros(0, 2) @ torch.zeros(2, 5)).shape)
print(torch.cat([torch.zeros(0, 3), torch.ones(2, 3)]).shape, torch.stack([torch.zeros(0)] * 2).shape)
print(x.view(2, 3).unbind(1), x.split([1, 5]), x.chunk(4))
