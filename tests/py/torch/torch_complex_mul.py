import torch
z = torch.tensor([1 + 2j, -3 - 4j, 0.5j])
print(z * 2, 2.5 * z, z * torch.tensor([1, 2, 3]), z * torch.tensor([0.5, -1.0, 2.0]))
print(z * 1j, z.mul(z), z * True)
print(torch.tensor([1, 2]) * (1 + 1j), (torch.arange(3) * 2j).dtype)
