import torch
z = torch.tensor([[1 + 2j, -3j], [0.5, -1.25 + 0j]])
print(z.tolist(), z[0, 1].tolist(), torch.tensor(2j).tolist())
print(torch.tensor([1.5j], dtype=torch.complex128).tolist(), torch.zeros(0, dtype=torch.complex64).tolist())
print(type(z.tolist()[0][0]).__name__)
print(torch.tensor([0.1 + 0.2j]).tolist())
