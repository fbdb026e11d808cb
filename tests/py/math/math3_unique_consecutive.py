import torch
x = torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])
print(torch.unique_consecutive(x), x.unique_consecutive(return_counts=True))
print(torch.unique_consecutive(x, return_inverse=True, return_counts=True))
