import torch
re = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
im = torch.tensor([[0.5, -0.5], [0.0, 2.0]])
z = re + 1j * im
print(z, z.dtype, z.shape)
rows = [z[i] for i in range(2)]
print(torch.stack(rows, 1), torch.cat(rows).reshape(2, 2).t())
print((z * z.conj()).real.sum(), z.abs())
