import torch
z = torch.tensor([[1 + 1j, 2, 3j, 4], [5, 6 - 1j, 7, 8j]])
print(z.split(2, 1), z.chunk(2), z.unbind(1)[3], z.narrow(1, 1, 2), z.select(0, 1))
print(torch.split(z, [1, 3], dim=1)[1])
