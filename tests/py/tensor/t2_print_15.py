import torch
# random-looking values printing
torch.manual_seed(3)
x = torch.randn(4, 5)
print(x)
print(x * 100)
print(x / 100)
print(x * 1e6)
print(x.double())
print(x.half())
print((x > 0).int())
print(x.abs().log())
print(torch.randn(2, 3, 4))
