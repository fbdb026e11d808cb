import torch
torch.set_default_dtype(torch.float64)
x = torch.tensor([1, 2]) * 1.5
print(x, x.dtype)
print(torch.tensor(1) / 2, (torch.tensor([1, 2]) / 2).dtype)
print(torch.tensor([1.]) + 1, torch.tensor([1.], dtype=torch.float32) + 1.0)
print(torch.tensor(2) ** 0.5, torch.sqrt(torch.tensor(4)).dtype)
print(torch.mean(torch.tensor([1., 2.])), torch.zeros(1).dtype, torch.randint(0, 5, (2,)).dtype)
print(torch.empty(2).uniform_().dtype, torch.normal(0., 1., (2,)).dtype)
print(torch.complex(torch.tensor(1.), torch.tensor(2.)).dtype, torch.tensor([1j]).dtype)
torch.set_default_dtype(torch.float32)
print(torch.tensor([1j]).dtype)
