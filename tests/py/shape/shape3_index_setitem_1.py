import torch
x = torch.zeros(3, 4)
x[range(3), [0, 1, 2]] = 1.
print(x)
x[[[0, 2]]] = 5.
print(x)
x[..., ...] = 2.
print(x.sum())
x[torch.tensor([True, False, True])] = torch.tensor([9., 8., 7., 6.])
print(x)
x[1, [0, 3]] += 1
print(x[1])
