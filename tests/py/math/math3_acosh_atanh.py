import torch
print(torch.acosh(torch.tensor([1., 2., 10., 0.5])))
print(torch.atanh(torch.tensor([-0.5, 0., 0.9, 1., 2.])))
print(torch.acosh(torch.tensor([3.], dtype=torch.float64)).item())
