import torch
t = torch.tensor([0, 1, 2, 3], dtype=torch.int32)
print(t)
print(t.dtype, t.element_size(), t.is_floating_point())
print(torch.zeros(2, 2, dtype=torch.int32))
print(torch.ones(3, dtype=torch.int32))
print(torch.tensor([], dtype=torch.int32))
