import torch
u = torch.tensor([3, 1, 3, 2, 1, 5])
print(u.unique(), torch.unique(u, return_counts=True))
v, inv = torch.unique(u, return_inverse=True)
print(v, inv, v[inv])
print(torch.unique(torch.tensor([2.5, -1., 2.5])))
