import torch
x = torch.tensor([1, 2, 3])
print(x.tile((2,)))
y = torch.tensor([[1, 2], [3, 4]])
print(torch.tile(y, (2, 2)))
print(y.tile(2).shape, y.tile((2, 1, 1)).shape, y.tile(dims=(3,)).shape)
print(torch.tile(torch.tensor(5), (3,)))
z = torch.ones(2, requires_grad=True)
print(z.tile(3).grad_fn.name())
