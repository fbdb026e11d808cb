import torch
# default dtype switching
torch.set_default_dtype(torch.float64)
print(torch.tensor([1., 2.]), torch.tensor([1, 2]), torch.zeros(2), torch.arange(3.), torch.tensor(1.5).dtype)
print(torch.tensor([1., 2.], dtype=torch.float32))
print(torch.ones(2) + torch.ones(2, dtype=torch.float32))
print(torch.tensor([1, 2]) / 2)
print(torch.get_default_dtype(), torch.linspace(0, 1, 3))
torch.set_default_dtype(torch.float32)
print(torch.tensor([1., 2.]), torch.get_default_dtype())
try:
    torch.set_default_dtype(torch.int64)
except Exception as e:
    print(type(e).__name__, e)
