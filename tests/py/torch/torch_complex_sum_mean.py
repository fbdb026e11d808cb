import torch
z = torch.tensor([[1 + 1j, 2, 3j], [4 - 4j, 0.5, -1j]])
print(z.sum(), z.mean(), z.sum(0), z.sum(1), z.mean(0), z.mean(1, keepdim=True))
print(torch.sum(z), torch.mean(z, dim=0), z.sum(dim=(0, 1)), z.sum(dtype=torch.complex128))
print(torch.zeros(0, dtype=torch.complex64).sum())
