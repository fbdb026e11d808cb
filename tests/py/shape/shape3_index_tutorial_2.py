import torch
# index tutorial 2
batch = torch.arange(24.).view(2, 3, 4)
idx = torch.tensor([2, 0])
print(batch[torch.arange(2), idx])
print(batch[:, -1, :], batch[..., -1])
print(batch[:, None, :, 0].shape, batch[:, :, None].shape)
labels = torch.tensor([1, 0, 3])
logits = torch.arange(12.).view(3, 4)
print(logits[range(3), labels], logits[torch.arange(3), labels].sum())
onehot = torch.zeros(3, 4)
onehot[torch.arange(3), labels] = 1
print(onehot)
print(logits[[True, False, True]])
