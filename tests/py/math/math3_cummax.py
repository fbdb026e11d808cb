import torch
x = torch.tensor([1, 3, 2, 5, 4])
print(torch.cummax(x, 0))
print(torch.cummin(torch.tensor([5., 3., 4., 1.]), dim=0))
r = torch.tensor([[1., 4.], [3., 2.]]).cummax(0)
print(r.values, r.indices)
