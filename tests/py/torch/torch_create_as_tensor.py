import torch
a = torch.ones(3)
print(torch.as_tensor(a) is a)
print(torch.as_tensor(a, dtype=torch.float64))
print(torch.as_tensor([1, 2]))
b = torch.Tensor([1, 2])
print(b, b.dtype)
print(torch.Tensor(2, 3).shape)
print(torch.Tensor())
