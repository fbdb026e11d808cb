import torch
torch.manual_seed(0)
print(torch.rand(40))
print(torch.randn(40))
print(torch.randint(0, 10, (40,)))
print(torch.randperm(40))
print(torch.normal(0.0, 1.0, size=(40,)))
print(torch.randn(40, dtype=torch.float64))
