import torch
# randn sizes below/above 16, cache behaviour
for n in [1, 3, 15, 16, 17, 20, 32, 40]:
    torch.manual_seed(0)
    print(n, torch.randn(n))
torch.manual_seed(0)
print(torch.randn(3), torch.randn(1), torch.randn(1), torch.rand(1), torch.randn(2))
torch.manual_seed(5)
print(torch.randn(4, 4), torch.randn(2, 2, dtype=torch.float64), torch.randn(20, dtype=torch.float64))
