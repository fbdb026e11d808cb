import torch
# index tutorial 1
x = torch.arange(20.).view(4, 5)
print(x[1:3, [0, 2, 4]])
print(x[[0, 3], 1:])
print(x[torch.tensor([[0, 1], [2, 3]])].shape)
rows = torch.tensor([0, 2])
cols = torch.tensor([1, 3])
print(x[rows, cols], x[rows[:, None], cols])
print(x[x.sum(1) > 20])
print(x[:, x[0] > 1])
x[rows, cols] = -1
print(x)
x[rows[:, None], cols] += 100
print(x)
