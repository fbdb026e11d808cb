import torch
torch.manual_seed(0)
for i in range(3):
    print(i, torch.rand(2))
print(torch.manual_seed(1) is torch.manual_seed(2))
print(torch.randint(0, 100, (5,)).tolist())
print(torch.randperm(10).tolist())
