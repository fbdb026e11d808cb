import torch
z = torch.tensor([1 + 1j, 2 - 2j, 3j, -4])
m = torch.tensor([True, False, True, False])
print(torch.where(m, z, z.flip(0)))
print(torch.where(m, z, 0.5), torch.where(m, torch.zeros(4, dtype=torch.complex64), z))
print(torch.where(m, z, torch.ones(4)).dtype, torch.where(m, z, torch.ones(4, dtype=torch.float64)).dtype)
