import torch
# rand sizes below/above 16, float64
for n in [1, 5, 15, 16, 17, 33]:
    torch.manual_seed(0)
    print(n, torch.rand(n))
torch.manual_seed(1)
print(torch.rand(3, dtype=torch.float64), torch.rand(2, 2, dtype=torch.float64))
torch.manual_seed(2)
print(torch.rand(2, 10))
print(torch.rand(()), torch.rand(0), torch.rand(1, 0).shape)
print(torch.initial_seed())
