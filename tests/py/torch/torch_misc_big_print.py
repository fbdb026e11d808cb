import torch
torch.manual_seed(0)
print(torch.randn(20, 20))
print(torch.rand(3, 300))
