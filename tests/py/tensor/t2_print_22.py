import torch
# printing with set_printoptions(linewidth) on multi-dim with suffix wrap
torch.set_printoptions(linewidth=50)
print(torch.arange(20.).reshape(2, 10) / 3)
print(torch.arange(12, dtype=torch.float64).reshape(3, 4))
print(torch.ones(3, dtype=torch.float64, requires_grad=True) * 2)
print(torch.arange(9, dtype=torch.int32))
torch.set_printoptions(linewidth=80)
print(torch.ones(8, dtype=torch.float64) / 3 + torch.zeros(8, dtype=torch.float64, requires_grad=True))
print(torch.arange(10, dtype=torch.int16) * 1000)
