import torch
x = torch.tensor([[3., 1., 2.], [9., 7., 8.]])
print(x.median(), torch.median(x, 1), x.median(dim=0, keepdim=True))
print(torch.tensor([1, 4, 2, 3]).median())
v, i = torch.median(torch.tensor([4., 1., 4., 1.]), 0)
print(v, i)
