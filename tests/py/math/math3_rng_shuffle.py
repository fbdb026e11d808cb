import torch
torch.manual_seed(11)
data = torch.arange(20).reshape(10, 2)
perm = torch.randperm(10)
print(perm)
print(data[perm][:3])
train_idx, val_idx = perm[:8], perm[8:]
print(train_idx.tolist(), val_idx.tolist())
g = torch.Generator().manual_seed(0)
for epoch in range(2):
    idx = torch.randperm(10, generator=g)
    print([idx[i:i + 4].tolist() for i in range(0, 10, 4)])
print(torch.randint(0, 10, (6,)))
print(torch.randint(5, (2, 3), dtype=torch.int32))
