import torch
# mask assign 2
x = torch.zeros(2, 3)
mask = torch.tensor([[True, False, True], [False, True, False]])
x[mask] = torch.tensor([1., 2., 3.])
print(x)
x.masked_fill_(mask, 5)
print(x)
x[~mask] += 1
print(x)
i = torch.zeros(4, dtype=torch.long)
i[torch.tensor([True, False, True, False])] = 2.7
print(i)
b = torch.zeros(3, dtype=torch.bool)
b[1] = 5
print(b)
