import torch
torch.manual_seed(0)
print(torch.randn(3))
print(torch.randn(1))
print(torch.rand(2))
print(torch.randn(1))
print(torch.initial_seed())
