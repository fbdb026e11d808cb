import torch
torch.manual_seed(42)
print(torch.rand(3))
print(torch.randn(3))
print(torch.randint(0, 10, (3,)))
print(torch.randperm(3))
print(torch.normal(0.0, 1.0, size=(3,)))
print(torch.randn(3, dtype=torch.float64))
