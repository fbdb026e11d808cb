import torch
torch.manual_seed(42)
print(torch.rand(16))
print(torch.randn(16))
print(torch.randint(0, 10, (16,)))
print(torch.randperm(16))
print(torch.normal(0.0, 1.0, size=(16,)))
print(torch.randn(16, dtype=torch.float64))
