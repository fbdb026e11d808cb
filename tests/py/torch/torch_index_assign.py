import torch
x = torch.zeros(3, 4)
x[0] = 1
x[:, 1] = torch.tensor([5., 6., 7.])
x[2, 3] = 9
x[x > 6] = -1
print(x)
x[[0, 1], [2, 3]] = 4.5
print(x)
x[...] = 0
print(x)
x[1:, :2] = torch.ones(2, 2) * 3
print(x)
y = torch.arange(5)
y[y % 2 == 0] = 0
print(y)
