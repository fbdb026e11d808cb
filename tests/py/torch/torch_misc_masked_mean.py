import torch
x = torch.tensor([[1., 2., 3.], [4., 5., 6.]])
mask = torch.tensor([[1, 1, 0], [1, 0, 0]]).bool()
print((x * mask).sum(1) / mask.sum(1))
print(x.masked_fill(~mask, float('-inf')).softmax(-1))
