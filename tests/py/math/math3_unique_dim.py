import torch
m = torch.tensor([[1, 2], [3, 4], [1, 2], [0, 9]])
print(torch.unique(m, dim=0), torch.unique(m, dim=0, return_inverse=True, return_counts=True))
print(torch.unique(m, dim=1))
