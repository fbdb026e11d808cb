import torch
torch.set_default_dtype(torch.float64)
x = torch.tensor([1, 2]) * 1.5
print(x, x.dtype)
print((torch.arange(3) + 0.5).dtype, (torch.tensor([True]) * 2.5).dtype)
torch.set_default_dtype(torch.float32)
print((torch.arange(3) + 0.5).dtype)
