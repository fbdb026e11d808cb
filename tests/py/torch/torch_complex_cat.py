import torch
a = torch.tensor([[1 + 1j, 2]])
b = torch.tensor([[3j, -4 - 4j]])
print(torch.cat([a, b]), torch.cat([a, b], dim=1), torch.cat((a, a, b), 0).shape)
print(torch.stack([a[0], b[0]]), torch.stack([a[0], b[0]], dim=1))
print(torch.cat([a, torch.zeros(1, 2, dtype=torch.complex64)]))
