import torch
z = torch.tensor([1 + 2j, -3 - 4j, 0.5j, 2])
w = torch.tensor([3 - 4j, 1j, -2, 0.25 + 0.5j])
print(z / w, z / 2, z / (1 - 1j), 2 / z, z.div(w), torch.div(z, 4), torch.true_divide(z, 2))
print(z / z, z / 0, torch.tensor([0j]) / 0)
print(z / torch.tensor([1.0, 2.0, 4.0, 8.0]), torch.tensor([1, 2, 3, 4]) / z)
d = z.to(torch.complex128)
print(d / w, (d / 3).dtype)
