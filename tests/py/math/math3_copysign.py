import torch
a = torch.tensor([1., -2., 3., 0.])
b = torch.tensor([-1., 1., -0., -2.])
print(torch.copysign(a, b), torch.copysign(a, -1), a.copysign(2))
print(torch.copysign(torch.tensor([1, 2]), torch.tensor([-1, 1])))
