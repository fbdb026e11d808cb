import torch
z = torch.tensor([[1 + 1j, 2, 3j], [4, 5 - 5j, 6], [7j, 8, 9 + 9j]])
print(z.tril(), z.triu(1), torch.tril(z, -1), torch.triu(z))
