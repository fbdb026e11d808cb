import torch
x = torch.tensor([0.5, 1., 2., 10., -0.5, 0.])
print(torch.digamma(x))
print(torch.digamma(x.double()).tolist())
print(torch.polygamma(1, torch.tensor([1., 2.])))
