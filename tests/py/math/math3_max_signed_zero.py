import torch
print(torch.tensor([-0.0, 0.0]).max(), torch.tensor([0.0, -0.0]).max())
print(torch.tensor([0.0, -0.0]).min(), torch.tensor([-0.0, 0.0]).min())
print(torch.tensor([1., -0.0]).max(), torch.tensor([3., 2.]).max())
