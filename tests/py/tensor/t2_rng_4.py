import torch
# randperm
torch.manual_seed(0)
print(torch.randperm(5), torch.randperm(10), torch.randperm(1), torch.randperm(0))
print(torch.randperm(20), torch.randperm(4, dtype=torch.float32), torch.randperm(3).dtype)
torch.manual_seed(42)
idx = torch.randperm(8)
data = torch.arange(8) * 10
print(idx, data[idx])
print(torch.randperm(100)[:10])
print(torch.rand(2))
