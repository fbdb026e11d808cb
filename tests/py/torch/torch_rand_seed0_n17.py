import torch
torch.manual_seed(0)
print(torch.rand(17))
print(torch.randn(17))
print(torch.randint(0, 10, (17,)))
print(torch.randperm(17))
print(torch.normal(0.0, 1.0, size=(17,)))
print(torch.randn(17, dtype=torch.float64))
