import torch
z = torch.tensor([[1 + 1j, 2], [3j, 4]])
print(torch.zeros_like(z), torch.ones_like(z), torch.full_like(z, 2.5), torch.empty_like(z).dtype)
print(z.new_zeros(3), z.new_ones(2), z.new_full((2,), 3), torch.zeros_like(z, dtype=torch.float32))
print(torch.ones(2, 2, dtype=torch.complex128), torch.eye(2, dtype=torch.complex64))
