import torch
# gather top-k predictions and masks
scores = torch.tensor([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2], [0.3, 0.3, 0.4]])
labels = torch.tensor([1, 2, 2])
correct = scores[range(3), labels]
print(correct)
pred = scores.argmax(dim=1)
print((pred == labels).nonzero(as_tuple=True)[0])
print(torch.where(pred == labels)[0])
print(scores.masked_select(scores > 0.35))
print(torch.take_along_dim(scores, labels.unsqueeze(1), dim=1).squeeze(1))
idx = torch.triu_indices(3, 3, 1)
print(scores[idx[0], idx[1]])
print(torch.diag(scores), scores.trace())
onehot = torch.zeros(3, 3).scatter_(1, labels.unsqueeze(1), 1.)
print(onehot)
counts = torch.zeros(3).index_add_(0, labels, torch.ones(3))
print(counts)
