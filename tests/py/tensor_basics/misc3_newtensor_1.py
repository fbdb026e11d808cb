import torch
x = torch.tensor([1., 2.])
y = x.new_tensor(x)
print(y)
z = x.new_tensor([3, 4])
print(z, z.dtype)
print(x.new_zeros(2, 2), x.new_ones((3,)), x.new_full((2,), 7), x.new_empty(0))
