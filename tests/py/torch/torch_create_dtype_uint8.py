import torch
t = torch.tensor([0, 1, 2, 3], dtype=torch.uint8)
print(t)
print(t.dtype, t.element_size(), t.is_floating_point())
print(torch.zeros(2, 2, dtype=torch.uint8))
print(torch.ones(3, dtype=torch.uint8))
print(torch.tensor([], dtype=torch.uint8))
