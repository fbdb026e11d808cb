import torch
# mini-batch shuffling with randperm and DataLoader-free slicing
torch.manual_seed(0)
X = torch.arange(20.).reshape(10, 2)
y = torch.arange(10)
perm = torch.randperm(10)
for i in range(0, 10, 4):
    idx = perm[i:i + 4]
    print(idx, X[idx].sum(0), y[idx])
torch.manual_seed(0)
print(torch.randperm(10).equal(perm))
train_idx, val_idx = perm[:8], perm[8:]
print(train_idx, val_idx, X[val_idx])
