import torch
x = torch.tensor([1., 2., 3.])
print(torch.float_power(x, 2), torch.float_power(x, x), torch.float_power(2, x))
print(torch.float_power(torch.tensor([2, 3]), 0.5))
print(x.float_power(3).dtype)
