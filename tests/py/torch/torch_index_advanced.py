import torch
x = torch.arange(12).reshape(3, 4)
print(x[[0, 2]])
print(x[torch.tensor([2, 0])])
print(x[[0, 1], [1, 2]])
print(x[x > 5])
print(x[:, [0, 3]])
print(x[torch.tensor([True, False, True])])
print(x[1, [0, 1]])
