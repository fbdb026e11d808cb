import torch
# zero dim index
x = torch.arange(12).view(3, 4)
i = torch.tensor(1)
print(x[i], x[i, i], x[:, i], x[i].shape, x[torch.tensor(2)].shape)
x[i] = 0
print(x)
print(x[True].shape, x[False].shape, x[True, 0], x[None, True].shape)
print(torch.tensor(5)[True], torch.tensor(5)[False], torch.tensor(5)[None])
b = torch.tensor(True)
print(x[b].shape, x[torch.tensor(False)].shape)
x[False] = 7
print(x.sum())
x[True] = 1
print(x.sum())
