import torch
print(torch.tensor(1 + 1j), torch.tensor([], dtype=torch.complex64), torch.zeros(2, 0, dtype=torch.complex128))
print(torch.tensor([[[1 + 1j, 2], [3, 4j]], [[-5, 6 - 6j], [7.5j, 8]]]))
print(torch.tensor([1e-3 + 1e3j, 1]), torch.tensor([123456.5 + 1j]))
print(torch.tensor([1j, -1j], dtype=torch.complex128), repr(torch.tensor([0.1 + 0.2j])))
print(torch.full((2, 2), -0.0 + 0j), torch.tensor([float('inf') * 1j]))
